import '../styles/global.css';
import { initI18n } from '../i18n/i18n.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true;
await initI18n('en');
