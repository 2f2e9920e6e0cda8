import { MethodList } from './MethodList.tsx';

/** /mine/bank-card-list */
export default function BankCardListScreen() {
  return <MethodList type={2} />;
}
