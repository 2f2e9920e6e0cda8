// lightweight-charts with the two series the comparison chart uses.
import { CandlestickSeries, createChart, HistogramSeries } from 'lightweight-charts';

Object.assign(window, { createChart, CandlestickSeries, HistogramSeries });
