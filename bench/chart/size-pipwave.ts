// The chart as the app ships it, alone: what `import('render/candles/CandleChart.ts')` costs.
import { CandleChart } from '../../render/candles/CandleChart.ts';

Object.assign(window, { CandleChart });
