import type { ArticleTexts } from '../seedTypes.ts';

/** The seeded articles in Spanish. */
export const ARTICLES_SPA: ArticleTexts = {
  'euro-steadies-ecb-tone': {
    title: 'El euro se estabiliza mientras los operadores sopesan un BCE prudente',
    desc: 'El EUR/USD se mantuvo en un rango estrecho después de que los responsables indicaran que no tienen prisa por volver a bajar los tipos.',
    content:
      '<p>El euro cotizó en una banda estrecha frente al dólar durante la sesión europea, después de que varios miembros del banco central subrayaran que la inflación de los servicios sigue siendo demasiado firme para justificar una relajación más rápida.</p>' +
      '<p>Las rentabilidades a corto plazo de la zona euro subieron ligeramente y recortaron el diferencial con Estados Unidos que había lastrado a la moneda única a principios de mes. El mercado de opciones descontó una volatilidad algo menor para la próxima semana.</p>' +
      '<h3>Lo que vigilan los operadores</h3>' +
      '<ul><li>Los índices PMI preliminares de Francia y Alemania</li><li>Las peticiones semanales de subsidio por desempleo en EE. UU.</li><li>Cualquier cambio de tono en el acta de la próxima reunión del BCE</li></ul>' +
      '<p>Una ruptura al alza del rango reciente necesitaría una clara sorpresa en los datos; hasta entonces, los operadores esperan negocio en ambos sentidos en torno a la mitad de la banda.</p>',
  },
  'gold-holds-near-highs': {
    title: 'El oro se mantiene cerca de sus máximos al ceder los tipos reales',
    desc: 'El metal encontró compradores en cada caída mientras la rentabilidad de los bonos del Tesoro ajustada a la inflación bajaba por tercer día.',
    content:
      '<p>El oro al contado se mantuvo el martes cerca de su pico reciente, apoyado por el descenso de los tipos reales y por la demanda constante de los bancos centrales, que llevan todo el año ampliando sus reservas.</p>' +
      '<p>La plata se quedó atrás, lastrada por la debilidad de los metales industriales, y la ratio oro/plata siguió cerca de la parte alta de su rango. Las primas del metal físico en Asia se mantuvieron firmes ante la temporada de bodas.</p>' +
      '<p>Los analistas señalan que el posicionamiento en futuros ya es comprador, lo que puede hacer al metal sensible a un dólar más fuerte. Una sorpresa al alza en la inflación de EE. UU. sigue siendo el principal riesgo para la subida.</p>',
  },
  'oil-slips-inventories': {
    title: 'El petróleo cede tras un aumento inesperado de las reservas en EE. UU.',
    desc: 'El WTI y el Brent perdieron las ganancias iniciales al subir los inventarios y señalar los productores un suministro estable.',
    content:
      '<p>Los precios del crudo bajaron en la sesión de Nueva York después de que los datos oficiales mostraran un aumento inesperado de los inventarios comerciales de EE. UU., el segundo avance semanal consecutivo.</p>' +
      '<p>Los comentarios de los grandes productores de que su política de producción seguirá sin cambios por ahora reforzaron el tono débil. Los márgenes de refino, en cambio, aguantaron bien, señal de que la demanda de combustibles no es el problema.</p>' +
      '<h3>Niveles a vigilar</h3>' +
      '<p>Los operadores ven el mínimo reciente como primer soporte del WTI; un cierre por debajo volvería a poner en juego la base del rango de otoño. Los CFD de energía se detienen cada día entre las 17:00 y las 18:00, hora de Nueva York.</p>',
  },
  'usdjpy-rate-gap': {
    title: 'USD/JPY: qué significa para el yen un diferencial de tipos menor',
    desc: 'La diferencia entre las rentabilidades a dos años de EE. UU. y Japón ha guiado al par durante meses. Así se interpreta.',
    content:
      '<p>Pocos pares de divisas siguen tan de cerca los diferenciales de tipos como el dólar-yen. Cuando las rentabilidades de EE. UU. suben más deprisa que las japonesas, los inversores de carry trade se endeudan en yenes para mantener dólares y el par sube.</p>' +
      '<p>Esa relación funciona ahora en sentido contrario. Con los tipos oficiales japoneses subiendo poco a poco y los de EE. UU. previsiblemente a la baja, el diferencial se ha estrechado y el yen ha recuperado parte de sus pérdidas.</p>' +
      '<table><thead><tr><th>Nivel</th><th>Por qué importa</th></tr></thead><tbody><tr><td>Máximo reciente</td><td>Donde empezaron las advertencias oficiales sobre movimientos bruscos</td></tr><tr><td>Media de 200 sesiones</td><td>Línea de tendencia de largo plazo que siguen muchos fondos</td></tr><tr><td>Mínimo de otoño</td><td>Base del rango si el diferencial sigue cerrándose</td></tr></tbody></table>' +
      '<p>El riesgo para los compradores de yenes es un repunte de los datos de EE. UU. que vuelva a elevar las rentabilidades. El tamaño de las posiciones debe dejar margen para movimientos bruscos en torno a las reuniones de los bancos centrales.</p>',
  },
  'reading-us-jobs-report': {
    title: 'Cómo leer el informe de empleo de EE. UU.: tres cifras que mueven el dólar',
    desc: 'Las nóminas acaparan los titulares, pero los salarios y las revisiones suelen decidir la reacción del mercado.',
    content:
      '<p>El informe mensual de empleo es uno de los momentos más intensos del mes. Los diferenciales se amplían en los segundos en torno a la publicación y los precios pueden saltar varios niveles de golpe.</p>' +
      '<ol><li><strong>Nóminas no agrícolas.</strong> El número de empleos nuevos. El mercado lo compara con el consenso de previsiones, no con cero.</li><li><strong>Ganancia media por hora.</strong> El crecimiento salarial alimenta la inflación de los servicios, así que un dato alto puede impulsar el dólar aunque se contrate poco.</li><li><strong>Revisiones.</strong> Los cambios en los dos meses anteriores pueden pesar más que la nueva cifra.</li></ol>' +
      '<p>Si mantiene posiciones durante la publicación, compruebe que su stop loss deja margen para el deslizamiento y que su margen puede absorber un movimiento rápido.</p>',
  },
  'bitcoin-volatility-returns': {
    title: 'Vuelve la volatilidad al bitcoin con flujos mixtos en los fondos',
    desc: 'La mayor criptomoneda osciló más de un cinco por ciento en un día con la escasa liquidez del fin de semana.',
    content:
      '<p>El bitcoin se movió con fuerza en ambas direcciones durante el fin de semana, cuando los mercados cripto siguen abiertos y la mayoría de las demás plazas está cerrada. Unos libros de órdenes poco profundos amplificaron una ola de liquidaciones en futuros apalancados.</p>' +
      '<p>El ether siguió un camino similar y los tokens más pequeños cayeron más. Los flujos hacia fondos cripto cotizados fueron mixtos durante la semana, con salidas en dos jornadas compensadas después por compras constantes.</p>' +
      '<p>Los CFD de criptomonedas cotizan las 24 horas en Pipwave. Como los movimientos pueden ser amplios cuando otros mercados están cerrados, valore un apalancamiento menor para las posiciones que mantenga durante el fin de semana.</p>',
  },
  'sterling-range-levels': {
    title: 'La libra en rango: los niveles que hay que vigilar',
    desc: 'El GBP/USD lleva un mes entre dos niveles claros. Qué podría romper el patrón.',
    content:
      '<p>La libra lleva cuatro semanas rebotando entre el mismo soporte y la misma resistencia, premiando a quienes venden las subidas y compran las caídas. La volatilidad realizada ha caído a su nivel más bajo en un año.</p>' +
      '<h3>Qué podría acabar con el rango</h3>' +
      '<ul><li>La inflación de los servicios en el Reino Unido, la que más vigila el Banco de Inglaterra</li><li>Las ventas minoristas, tras dos meses débiles</li><li>Un movimiento amplio del dólar tras los datos de EE. UU.</li></ul>' +
      '<p>Los rangos suelen terminar con un movimiento rápido. Si opera en los extremos, coloque los stops más allá del nivel y no justo en él, donde un pico breve puede alcanzarlos.</p>',
  },
  'indices-mixed-earnings': {
    title: 'Índices bursátiles mixtos al arrancar la temporada de resultados',
    desc: 'El Nasdaq 100 lo hizo mejor mientras el Dow se rezagó por los resultados más flojos de las industriales.',
    content:
      '<p>Los índices de referencia de EE. UU. cerraron la primera gran semana de resultados en direcciones distintas. Las tecnológicas subieron gracias a sólidos ingresos en la nube, mientras varias industriales recortaron sus previsiones anuales.</p>' +
      '<p>Los índices europeos estuvieron más estables, apoyados por la banca, y los mercados asiáticos siguieron a Wall Street a la mañana siguiente. Los indicadores de volatilidad se mantuvieron bajos pese a la gran diferencia entre sectores.</p>' +
      '<p>Los CFD de índices siguen el horario de la bolsa con una pausa diaria; consulte el horario de negociación en la página del símbolo antes de colocar órdenes pendientes cerca del cierre.</p>',
  },
  'margin-and-leverage-basics': {
    title: 'Tamaño de la posición, lo básico: cómo el apalancamiento cambia su margen',
    desc: 'Un ejemplo práctico de la fórmula del margen y por qué una posición más pequeña suele aguantar más.',
    content:
      '<p>El margen es el depósito que el bróker reserva cuando abre una posición. En Pipwave, para los símbolos apalancados, se calcula como <strong>lotes × tamaño del contrato × precio ÷ apalancamiento</strong>.</p>' +
      '<figure><img src="/news/margin-chart.svg" alt="Margen necesario para un lote de EUR/USD con distintos apalancamientos" width="640" height="320"><figcaption>Margen para un lote de EUR/USD a 1,08 según el apalancamiento.</figcaption></figure>' +
      '<table><thead><tr><th>Apalancamiento</th><th>Margen para 1 lote de EUR/USD a 1,08</th></tr></thead><tbody><tr><td>50</td><td>2160 USD</td></tr><tr><td>100</td><td>1080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr></tbody></table>' +
      '<p>Un apalancamiento mayor libera margen, pero no cambia lo que gana o pierde por pip. La tasa de riesgo sube a medida que las pérdidas reducen su saldo, así que mantenga un colchón de margen libre en lugar de usarlo todo.</p>',
  },
  'holiday-trading-hours': {
    title: 'Horario festivo de los CFD de índices y energía',
    desc: 'Varios mercados cierran antes en los próximos festivos. Las divisas y las criptomonedas no se ven afectadas.',
    content:
      '<p>Por los festivos en las bolsas subyacentes, algunos CFD de índices y energía cerrarán antes o permanecerán cerrados los días indicados. Los horarios son de Nueva York.</p>' +
      '<table><thead><tr><th>Producto</th><th>Cambio</th></tr></thead><tbody><tr><td>Índices de EE. UU.</td><td>Cierre a las 13:00 el día después de Acción de Gracias</td></tr><tr><td>Energía (WTI, Brent)</td><td>Cierre a las 13:30 el mismo día</td></tr><tr><td>Divisas, metales, cripto</td><td>Horario normal</td></tr></tbody></table>' +
      '<p>Las órdenes pendientes se mantienen y se comprueban cuando el mercado vuelva a abrir. Consultas: <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
  },
  'invite-friends-launch': {
    title: 'Novedad en la app: invite a sus amigos y siga sus registros',
    desc: 'Comparta su enlace personal o código QR desde su área personal y vea cuántos amigos se han unido.',
    content:
      '<p>Cada cuenta real tiene ahora un código de invitación personal. Abra <strong>Mi cuenta → Invitar a amigos</strong> para copiar su código o enlace, o deje que un amigo escanee el código QR con la cámara del móvil.</p>' +
      '<p>Cuando alguien se registra con su enlace, el código se rellena por él y el contador de su página de invitaciones aumenta. Las cuentas demo no pueden invitar; abra una cuenta real para obtener su código.</p>',
  },
  'weekend-maintenance': {
    title: 'Mantenimiento programado este fin de semana',
    desc: 'Los depósitos y retiros se detienen unas dos horas el sábado; la operativa no se ve afectada.',
    content:
      '<p>Actualizaremos nuestros sistemas de pago el sábado entre las 02:00 y las 04:00, hora de Nueva York. Durante ese intervalo no se pueden enviar depósitos ni retiros; las solicitudes ya enviadas se tramitarán después.</p>' +
      '<ul><li>Las cotizaciones, los gráficos y la operativa con criptomonedas siguen con normalidad.</li><li>Su saldo y sus posiciones abiertas no se ven afectados.</li><li>No tiene que hacer nada.</li></ul>' +
      '<p>Gracias por su paciencia.</p>',
  },
};
