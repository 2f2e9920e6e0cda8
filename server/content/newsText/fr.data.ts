import type { ArticleTexts } from '../seedTypes.ts';

/** The seeded articles in French. */
export const ARTICLES_FR: ArticleTexts = {
  'euro-steadies-ecb-tone': {
    title: 'L’euro se stabilise face à une BCE prudente',
    desc: 'L’EUR/USD est resté dans une fourchette étroite après que les responsables ont signalé ne pas être pressés de baisser davantage les taux.',
    content:
      '<p>L’euro a évolué dans une bande étroite face au dollar pendant la séance européenne, plusieurs banquiers centraux ayant souligné que l’inflation des services restait trop ferme pour justifier un assouplissement plus rapide.</p>' +
      '<p>Les rendements courts de la zone euro ont légèrement progressé, réduisant l’écart de taux avec les États-Unis qui avait pesé sur la monnaie unique plus tôt dans le mois. Les marchés d’options anticipent une volatilité un peu plus faible pour la semaine à venir.</p>' +
      '<h3>Ce que surveillent les traders</h3>' +
      '<ul><li>Les indices PMI flash de la France et de l’Allemagne</li><li>Les inscriptions hebdomadaires au chômage aux États-Unis</li><li>Tout changement de ton dans le compte rendu de la prochaine réunion de la BCE</li></ul>' +
      '<p>Une sortie par le haut de la fourchette récente nécessiterait une nette surprise dans les données ; d’ici là, les cambistes s’attendent à des échanges dans les deux sens autour du milieu de la bande.</p>',
  },
  'gold-holds-near-highs': {
    title: 'L’or se maintient près de ses sommets avec le repli des taux réels',
    desc: 'Le métal jaune a trouvé preneur à chaque baisse, les rendements américains corrigés de l’inflation reculant pour la troisième séance.',
    content:
      '<p>L’or au comptant est resté proche de son récent pic mardi, soutenu par la baisse des taux réels et par la demande régulière des banques centrales, qui étoffent leurs réserves depuis le début de l’année.</p>' +
      '<p>L’argent est resté à la traîne, pénalisé par la faiblesse des métaux industriels, si bien que le ratio or/argent demeure dans le haut de sa fourchette. Les primes sur le métal physique en Asie étaient fermes à l’approche de la saison des mariages.</p>' +
      '<p>Les analystes notent que les positions sur les contrats à terme sont déjà acheteuses, ce qui peut rendre le métal sensible à un dollar plus fort. Une surprise à la hausse de l’inflation américaine reste le principal risque pour la hausse.</p>',
  },
  'oil-slips-inventories': {
    title: 'Le pétrole recule après une hausse surprise des stocks américains',
    desc: 'Le WTI et le Brent ont effacé leurs gains du matin, les stocks ayant augmenté et les producteurs signalant une offre stable.',
    content:
      '<p>Les cours du brut ont reculé à New York après la publication de données officielles montrant une hausse inattendue des stocks commerciaux américains, la deuxième hausse hebdomadaire d’affilée.</p>' +
      '<p>Les déclarations de grands producteurs indiquant que leur politique de production resterait inchangée pour l’instant ont accentué la faiblesse. Les marges de raffinage ont en revanche bien résisté, signe que la demande de carburants n’est pas en cause.</p>' +
      '<h3>Niveaux à surveiller</h3>' +
      '<p>Les traders voient le dernier plus bas comme premier support du WTI ; une clôture en dessous remettrait en jeu le bas de la fourchette d’automne. Les CFD sur l’énergie font une pause quotidienne entre 17 h et 18 h, heure de New York.</p>',
  },
  'usdjpy-rate-gap': {
    title: 'USD/JPY : ce que signifie un écart de taux qui se resserre pour le yen',
    desc: 'L’écart entre les rendements à deux ans américains et japonais guide la paire depuis des mois. Voici comment le lire.',
    content:
      '<p>Peu de paires de devises suivent les différentiels de taux d’aussi près que le dollar-yen. Quand les rendements américains montent plus vite que les japonais, les adeptes du carry trade empruntent en yens pour détenir des dollars, et la paire grimpe.</p>' +
      '<p>Cette relation joue désormais dans l’autre sens. Avec des taux directeurs japonais en légère hausse et des taux américains attendus en baisse, l’écart s’est réduit et le yen a regagné une partie de ses pertes.</p>' +
      '<table><thead><tr><th>Niveau</th><th>Pourquoi il compte</th></tr></thead><tbody><tr><td>Plus haut récent</td><td>Là où ont commencé les mises en garde officielles contre des mouvements trop rapides</td></tr><tr><td>Moyenne 200 jours</td><td>Ligne de tendance de long terme suivie par de nombreux fonds</td></tr><tr><td>Plus bas d’automne</td><td>Bas de la fourchette si l’écart de taux continue de se réduire</td></tr></tbody></table>' +
      '<p>Le risque pour les acheteurs de yens est un rebond des données américaines qui ferait remonter les rendements. La taille des positions doit tenir compte de mouvements brusques autour des réunions des banques centrales.</p>',
  },
  'reading-us-jobs-report': {
    title: 'Lire le rapport sur l’emploi américain : trois chiffres qui font bouger le dollar',
    desc: 'Les créations d’emplois font les gros titres, mais les salaires et les révisions décident souvent de la réaction du marché.',
    content:
      '<p>Le rapport mensuel sur l’emploi est l’un des moments les plus animés du mois. Les spreads s’élargissent dans les secondes qui entourent la publication et les prix peuvent franchir plusieurs niveaux d’un coup.</p>' +
      '<ol><li><strong>Emplois non agricoles.</strong> Le nombre de postes créés. Le marché le compare au consensus plutôt qu’à zéro.</li><li><strong>Salaire horaire moyen.</strong> La hausse des salaires alimente l’inflation des services : un chiffre élevé peut soutenir le dollar même si les embauches sont faibles.</li><li><strong>Révisions.</strong> Les corrections des deux mois précédents peuvent peser plus que le nouveau chiffre.</li></ol>' +
      '<p>Si vous conservez des positions pendant la publication, vérifiez que votre stop loss laisse de la place au glissement et que votre marge peut absorber un mouvement rapide.</p>',
  },
  'bitcoin-volatility-returns': {
    title: 'La volatilité du bitcoin revient, les flux des fonds sont mitigés',
    desc: 'La première cryptomonnaie a varié de plus de 5 % en une journée, la liquidité s’étant raréfiée le week-end.',
    content:
      '<p>Le bitcoin a fortement oscillé dans les deux sens pendant le week-end, lorsque les marchés crypto restent ouverts alors que la plupart des autres places sont fermées. Des carnets d’ordres peu fournis ont amplifié une vague de liquidations sur les contrats à terme à effet de levier.</p>' +
      '<p>L’ether a suivi un chemin similaire, tandis que les petits jetons ont davantage chuté. Les flux vers les fonds crypto cotés ont été mitigés sur la semaine, les sorties de deux séances étant compensées par des achats réguliers ensuite.</p>' +
      '<p>Les CFD sur cryptomonnaies se négocient 24 h/24 sur Pipwave. Les mouvements pouvant être amples quand les autres marchés sont fermés, envisagez un effet de levier plus faible pour les positions conservées le week-end.</p>',
  },
  'sterling-range-levels': {
    title: 'La livre en range : les niveaux à surveiller',
    desc: 'Le GBP/USD évolue depuis un mois entre deux niveaux nets. Ce qui pourrait rompre ce schéma.',
    content:
      '<p>La livre rebondit depuis quatre semaines entre le même support et la même résistance, récompensant les traders qui vendent les hausses et achètent les replis. La volatilité réalisée est tombée à son plus bas depuis un an.</p>' +
      '<h3>Ce qui pourrait mettre fin au range</h3>' +
      '<ul><li>L’inflation des services au Royaume-Uni, que la Banque d’Angleterre surveille de plus près</li><li>Les ventes au détail, après deux mois faibles</li><li>Un mouvement général du dollar après les données américaines</li></ul>' +
      '<p>Les ranges se terminent souvent par un mouvement rapide. Si vous tradez les bornes, placez vos stops au-delà du niveau plutôt que dessus, là où un bref pic peut les atteindre.</p>',
  },
  'indices-mixed-earnings': {
    title: 'Indices boursiers partagés à l’ouverture de la saison des résultats',
    desc: 'Le Nasdaq 100 a surperformé tandis que le Dow a pâti de résultats plus faibles des valeurs industrielles.',
    content:
      '<p>Les indices américains ont terminé la première grande semaine de publications dans des directions opposées. Les valeurs technologiques ont progressé grâce à de solides revenus dans le cloud, tandis que plusieurs industriels ont abaissé leurs prévisions annuelles.</p>' +
      '<p>Les indices européens ont été plus stables, portés par les banques, et les marchés asiatiques ont suivi Wall Street le lendemain matin. Les indicateurs de volatilité sont restés bas malgré le large écart entre les secteurs.</p>' +
      '<p>Les CFD sur indices suivent le calendrier de la bourse avec une pause quotidienne ; vérifiez les horaires de négociation sur la page du symbole avant de placer des ordres en attente près de la clôture.</p>',
  },
  'margin-and-leverage-basics': {
    title: 'Taille de position, les bases : comment l’effet de levier change votre marge',
    desc: 'Un exemple chiffré de la formule de marge, et pourquoi une position plus petite tient souvent plus longtemps.',
    content:
      '<p>La marge est le dépôt que le courtier met de côté à l’ouverture d’une position. Sur Pipwave, elle se calcule ainsi pour les symboles à effet de levier : <strong>lots × taille du contrat × prix ÷ levier</strong>.</p>' +
      '<figure><img src="/news/margin-chart.svg" alt="Marge nécessaire pour un lot d’EUR/USD selon le levier" width="640" height="320"><figcaption>Marge pour un lot d’EUR/USD à 1,08 selon le levier.</figcaption></figure>' +
      '<table><thead><tr><th>Levier</th><th>Marge pour 1 lot d’EUR/USD à 1,08</th></tr></thead><tbody><tr><td>50</td><td>2 160 USD</td></tr><tr><td>100</td><td>1 080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr></tbody></table>' +
      '<p>Un levier plus élevé libère de la marge, mais ne change pas ce que vous gagnez ou perdez par pip. Le taux de risque augmente à mesure que les pertes entament votre solde : gardez une réserve de marge libre plutôt que de tout utiliser.</p>',
  },
  'holiday-trading-hours': {
    title: 'Horaires des jours fériés pour les CFD sur indices et énergie',
    desc: 'Plusieurs marchés ferment plus tôt autour des prochains jours fériés. Le forex et les cryptos ne sont pas concernés.',
    content:
      '<p>En raison de jours fériés sur les bourses sous-jacentes, certains CFD sur indices et énergie fermeront plus tôt ou resteront fermés aux dates ci-dessous. Les horaires sont à l’heure de New York.</p>' +
      '<table><thead><tr><th>Produit</th><th>Changement</th></tr></thead><tbody><tr><td>Indices américains</td><td>Clôture à 13 h le lendemain de Thanksgiving</td></tr><tr><td>Énergie (WTI, Brent)</td><td>Clôture à 13 h 30 le même jour</td></tr><tr><td>Forex, métaux, cryptos</td><td>Horaires normaux</td></tr></tbody></table>' +
      '<p>Les ordres en attente restent en place et sont examinés à la réouverture du marché. Questions : <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
  },
  'invite-friends-launch': {
    title: 'Nouveau dans l’app : invitez vos amis et suivez vos parrainages',
    desc: 'Partagez votre lien personnel ou votre QR code depuis votre espace client et voyez combien d’amis vous ont rejoint.',
    content:
      '<p>Chaque compte réel dispose désormais d’un code d’invitation personnel. Ouvrez <strong>Compte → Inviter des amis</strong> pour copier votre code ou votre lien, ou laissez un ami scanner le QR code avec l’appareil photo de son téléphone.</p>' +
      '<p>Quand quelqu’un s’inscrit avec votre lien, le code est renseigné pour lui et le compteur de votre page d’invitation augmente. Les comptes démo ne peuvent pas inviter ; ouvrez un compte réel pour obtenir votre code.</p>',
  },
  'weekend-maintenance': {
    title: 'Maintenance programmée ce week-end',
    desc: 'Les dépôts et retraits sont suspendus environ deux heures samedi ; le trading n’est pas affecté.',
    content:
      '<p>Nous mettrons à niveau nos systèmes de paiement samedi entre 2 h et 4 h, heure de New York. Pendant ce créneau, aucun dépôt ni retrait ne peut être soumis ; les demandes déjà envoyées seront traitées ensuite.</p>' +
      '<ul><li>Les cotations, les graphiques et le trading des cryptos continuent normalement.</li><li>Votre solde et vos positions ouvertes ne sont pas affectés.</li><li>Aucune action n’est requise de votre part.</li></ul>' +
      '<p>Merci de votre patience.</p>',
  },
};
