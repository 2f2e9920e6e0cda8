import type { CompanySeed } from './seedTypes.ts';

/** Service providers product search finds in main mode (fictional entities; the logos ship under public/news/). */
export const COMPANY_SEEDS: CompanySeed[] = [
  {
    name: 'Pipwave Markets Ltd',
    logo: '/news/company-pipwave.svg',
    url: 'https://pipwave.app',
    subject: 'Online forex and CFD brokerage; operator of the Pipwave app',
    registeredAddress: 'Suite 1203, 12/F, Harbour Centre, 25 Harbour Road, Wan Chai, Hong Kong',
    location: 'Hong Kong',
    email: 'contact@pipwave.app',
  },
  {
    name: 'Pipwave Liquidity Services Pte Ltd',
    logo: '/news/company-liquidity.svg',
    url: 'https://liquidity.pipwave.app',
    subject: 'Price aggregation and liquidity provision for FX, metals and energy',
    registeredAddress: '80 Robinson Road, #10-01A, Singapore 068898',
    location: 'Singapore',
    email: 'desk@liquidity.pipwave.app',
  },
  {
    name: 'Northbridge Clearing AG',
    logo: '/news/company-northbridge.svg',
    url: 'https://northbridge-clearing.example',
    subject: 'Custody of client funds and clearing of CFD positions',
    registeredAddress: 'Bahnhofstrasse 42, 8001 Zürich, Switzerland',
    location: 'Zürich',
    email: 'operations@northbridge-clearing.example',
  },
];
