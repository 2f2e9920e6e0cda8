import type { ArticleTexts } from '../seedTypes.ts';

/** The seeded articles in (European) Portuguese. */
export const ARTICLES_PT: ArticleTexts = {
  'euro-steadies-ecb-tone': {
    title: 'Euro estabiliza enquanto os traders avaliam um BCE cauteloso',
    desc: 'O EUR/USD manteve-se num intervalo estreito depois de os responsáveis sinalizarem que não têm pressa em voltar a cortar as taxas.',
    content:
      '<p>O euro negociou numa faixa estreita face ao dólar durante a sessão europeia, depois de vários responsáveis do banco central sublinharem que a inflação nos serviços continua demasiado firme para justificar uma flexibilização mais rápida.</p>' +
      '<p>As taxas de curto prazo da zona euro subiram ligeiramente, reduzindo o diferencial face aos Estados Unidos que tinha pesado na moeda única no início do mês. O mercado de opções descontou uma volatilidade um pouco menor para a próxima semana.</p>' +
      '<h3>O que os traders estão a acompanhar</h3>' +
      '<ul><li>Os índices PMI preliminares de França e da Alemanha</li><li>Os pedidos semanais de subsídio de desemprego nos EUA</li><li>Qualquer mudança de tom na ata da próxima reunião do BCE</li></ul>' +
      '<p>Uma quebra acima do intervalo recente exigiria uma surpresa clara nos dados; até lá, os operadores esperam negócios nos dois sentidos em torno do meio da faixa.</p>',
  },
  'gold-holds-near-highs': {
    title: 'Ouro mantém-se perto dos máximos com a descida das taxas reais',
    desc: 'O metal encontrou compradores em cada queda, com as yields do Tesouro ajustadas à inflação a recuar pelo terceiro dia.',
    content:
      '<p>O ouro à vista manteve-se na terça-feira perto do pico recente, apoiado pela descida das taxas reais e pela procura constante dos bancos centrais, que têm reforçado as reservas ao longo do ano.</p>' +
      '<p>A prata ficou para trás, penalizada pela fraqueza dos metais industriais, deixando o rácio ouro/prata perto do topo do seu intervalo. Os prémios do metal físico na Ásia mantiveram-se firmes antes da época de casamentos.</p>' +
      '<p>Os analistas notam que o posicionamento nos futuros já é comprador, o que pode tornar o metal sensível a um dólar mais forte. Uma surpresa em alta na inflação dos EUA continua a ser o principal risco para a subida.</p>',
  },
  'oil-slips-inventories': {
    title: 'Petróleo recua após aumento inesperado das reservas nos EUA',
    desc: 'O WTI e o Brent perderam os ganhos iniciais com a subida dos inventários e os produtores a sinalizar oferta estável.',
    content:
      '<p>Os preços do crude recuaram na sessão de Nova Iorque depois de dados oficiais mostrarem uma subida inesperada dos inventários comerciais dos EUA, o segundo aumento semanal consecutivo.</p>' +
      '<p>As declarações dos grandes produtores de que a política de produção se manterá por agora inalterada reforçaram o tom mais fraco. As margens de refinação, pelo contrário, aguentaram-se bem, sinal de que a procura de combustíveis não é o problema.</p>' +
      '<h3>Níveis em foco</h3>' +
      '<p>Os traders veem o mínimo recente como primeiro suporte do WTI; um fecho abaixo voltaria a pôr em jogo a base do intervalo de outono. Os CFD de energia fazem uma pausa diária entre as 17:00 e as 18:00, hora de Nova Iorque.</p>',
  },
  'usdjpy-rate-gap': {
    title: 'USD/JPY: o que um diferencial de taxas mais estreito significa para o iene',
    desc: 'A diferença entre as yields a dois anos dos EUA e do Japão tem guiado o par há meses. Veja como interpretá-la.',
    content:
      '<p>Poucos pares cambiais seguem os diferenciais de taxas de juro tão de perto como o dólar-iene. Quando as yields dos EUA sobem mais depressa do que as japonesas, os investidores de carry trade pedem ienes emprestados para deter dólares e o par sobe.</p>' +
      '<p>Essa relação está agora a funcionar no sentido inverso. Com as taxas diretoras japonesas a subir ligeiramente e as dos EUA a deverem descer, o diferencial estreitou-se e o iene recuperou parte das perdas anteriores.</p>' +
      '<table><thead><tr><th>Nível</th><th>Porque importa</th></tr></thead><tbody><tr><td>Máximo recente</td><td>Onde começaram os avisos oficiais sobre movimentos bruscos</td></tr><tr><td>Média de 200 dias</td><td>Linha de tendência de longo prazo seguida por muitos fundos</td></tr><tr><td>Mínimo de outono</td><td>Base do intervalo se o diferencial continuar a estreitar</td></tr></tbody></table>' +
      '<p>O risco para quem compra ienes é uma recuperação dos dados dos EUA que volte a empurrar as yields para cima. O tamanho das posições deve prever movimentos bruscos em torno das reuniões dos bancos centrais.</p>',
  },
  'reading-us-jobs-report': {
    title: 'Ler o relatório de emprego dos EUA: três números que mexem com o dólar',
    desc: 'Os postos de trabalho fazem as manchetes, mas os salários e as revisões decidem muitas vezes a reação do mercado.',
    content:
      '<p>O relatório mensal de emprego é um dos momentos mais agitados do mês. Os spreads alargam-se nos segundos em torno da publicação e os preços podem saltar vários níveis de uma vez.</p>' +
      '<ol><li><strong>Emprego não agrícola.</strong> O número de novos postos de trabalho. O mercado compara-o com a previsão de consenso e não com zero.</li><li><strong>Salário médio por hora.</strong> O crescimento salarial alimenta a inflação dos serviços, pelo que um valor elevado pode valorizar o dólar mesmo com poucas contratações.</li><li><strong>Revisões.</strong> As alterações aos dois meses anteriores podem pesar mais do que o novo número.</li></ol>' +
      '<p>Se mantiver posições durante a publicação, confirme que o seu stop loss deixa margem para slippage e que a sua margem consegue absorver um movimento rápido.</p>',
  },
  'bitcoin-volatility-returns': {
    title: 'A volatilidade da bitcoin regressa com fluxos mistos nos fundos',
    desc: 'A maior criptomoeda oscilou mais de cinco por cento num dia, com a liquidez reduzida do fim de semana.',
    content:
      '<p>A bitcoin moveu-se com força nos dois sentidos durante o fim de semana, quando os mercados cripto continuam abertos e a maioria das outras praças está fechada. Livros de ordens pouco profundos amplificaram uma vaga de liquidações nos futuros alavancados.</p>' +
      '<p>A ether seguiu um caminho semelhante, enquanto os tokens mais pequenos caíram mais. Os fluxos para fundos cripto cotados foram mistos ao longo da semana, com saídas em dois dias compensadas por compras regulares mais tarde.</p>' +
      '<p>Os CFD de criptomoedas negoceiam 24 horas por dia na Pipwave. Como os movimentos podem ser grandes quando os outros mercados estão fechados, considere uma alavancagem mais baixa para posições mantidas durante o fim de semana.</p>',
  },
  'sterling-range-levels': {
    title: 'A libra num intervalo lateral: os níveis a acompanhar',
    desc: 'O GBP/USD passou um mês entre dois níveis claros. O que pode quebrar o padrão.',
    content:
      '<p>A libra tem oscilado há quatro semanas entre o mesmo suporte e a mesma resistência, recompensando quem vende as subidas e compra as quedas. A volatilidade realizada caiu para o nível mais baixo num ano.</p>' +
      '<h3>O que pode pôr fim ao intervalo</h3>' +
      '<ul><li>A inflação dos serviços no Reino Unido, a que o Banco de Inglaterra dá mais atenção</li><li>As vendas a retalho, depois de dois meses fracos</li><li>Um movimento amplo do dólar após os dados dos EUA</li></ul>' +
      '<p>Os intervalos tendem a terminar com um movimento rápido. Se negociar nos limites, coloque os stops para lá do nível e não em cima dele, onde um pico breve os pode atingir.</p>',
  },
  'indices-mixed-earnings': {
    title: 'Índices bolsistas mistos no arranque da época de resultados',
    desc: 'O Nasdaq 100 destacou-se enquanto o Dow ficou para trás com resultados mais fracos das industriais.',
    content:
      '<p>Os índices de referência dos EUA terminaram a primeira grande semana de resultados em direções diferentes. As tecnológicas subiram com receitas fortes na cloud, enquanto várias empresas industriais cortaram as previsões anuais.</p>' +
      '<p>Os índices europeus estiveram mais estáveis, apoiados pela banca, e os mercados asiáticos seguiram Wall Street na manhã seguinte. Os indicadores de volatilidade mantiveram-se baixos apesar da grande diferença entre setores.</p>' +
      '<p>Os CFD de índices seguem o horário da bolsa com uma pausa diária; consulte o horário de negociação na página do símbolo antes de colocar ordens pendentes perto do fecho.</p>',
  },
  'margin-and-leverage-basics': {
    title: 'Dimensão da posição, o essencial: como a alavancagem muda a sua margem',
    desc: 'Um exemplo prático da fórmula da margem e porque uma posição mais pequena resiste muitas vezes mais tempo.',
    content:
      '<p>A margem é o depósito que a corretora reserva quando abre uma posição. Na Pipwave, para símbolos alavancados, calcula-se como <strong>lotes × dimensão do contrato × preço ÷ alavancagem</strong>.</p>' +
      '<figure><img src="/news/margin-chart.svg" alt="Margem necessária para um lote de EUR/USD com diferentes alavancagens" width="640" height="320"><figcaption>Margem para um lote de EUR/USD a 1,08 por alavancagem.</figcaption></figure>' +
      '<table><thead><tr><th>Alavancagem</th><th>Margem para 1 lote de EUR/USD a 1,08</th></tr></thead><tbody><tr><td>50</td><td>2160 USD</td></tr><tr><td>100</td><td>1080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr></tbody></table>' +
      '<p>Uma alavancagem maior liberta margem, mas não altera quanto ganha ou perde por pip. A taxa de risco sobe à medida que as perdas consomem o seu saldo, por isso mantenha uma reserva de margem livre em vez de a usar toda.</p>',
  },
  'holiday-trading-hours': {
    title: 'Horário de feriados para CFD de índices e energia',
    desc: 'Vários mercados fecham mais cedo nos próximos feriados. O forex e as criptomoedas não são afetados.',
    content:
      '<p>Devido a feriados nas bolsas subjacentes, alguns CFD de índices e energia fecham mais cedo ou ficam fechados nos dias abaixo. Os horários são de Nova Iorque.</p>' +
      '<table><thead><tr><th>Produto</th><th>Alteração</th></tr></thead><tbody><tr><td>Índices dos EUA</td><td>Fecho às 13:00 no dia a seguir ao Dia de Ação de Graças</td></tr><tr><td>Energia (WTI, Brent)</td><td>Fecho às 13:30 no mesmo dia</td></tr><tr><td>Forex, metais, cripto</td><td>Horário normal</td></tr></tbody></table>' +
      '<p>As ordens pendentes mantêm-se e são verificadas quando o mercado reabrir. Dúvidas: <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
  },
  'invite-friends-launch': {
    title: 'Novidade na app: convide amigos e acompanhe as inscrições',
    desc: 'Partilhe o seu link pessoal ou código QR a partir da área pessoal e veja quantos amigos aderiram.',
    content:
      '<p>Cada conta real tem agora um código de convite pessoal. Abra <strong>Perfil → Convidar amigos</strong> para copiar o código ou o link, ou deixe um amigo ler o código QR com a câmara do telemóvel.</p>' +
      '<p>Quando alguém se regista através do seu link, o código é preenchido automaticamente e o contador da sua página de convites aumenta. As contas demo não podem convidar; abra uma conta real para obter o seu código.</p>',
  },
  'weekend-maintenance': {
    title: 'Manutenção programada este fim de semana',
    desc: 'Os depósitos e levantamentos param cerca de duas horas no sábado; a negociação não é afetada.',
    content:
      '<p>Vamos atualizar os nossos sistemas de pagamento no sábado entre as 02:00 e as 04:00, hora de Nova Iorque. Durante esse período não é possível submeter depósitos nem levantamentos; os pedidos já submetidos serão processados depois.</p>' +
      '<ul><li>As cotações, os gráficos e a negociação de criptomoedas continuam normalmente.</li><li>O seu saldo e as posições abertas não são afetados.</li><li>Não precisa de fazer nada.</li></ul>' +
      '<p>Obrigado pela sua paciência.</p>',
  },
};
