import { MethodList } from './MethodList.tsx';

/** /mine/coin-address-list */
export default function CoinAddressListScreen() {
  return <MethodList type={1} />;
}
