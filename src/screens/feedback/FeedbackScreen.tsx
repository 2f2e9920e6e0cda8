import { useTranslation } from 'react-i18next';
import { NavBar } from '../../ui/NavBar.tsx';

/** /feedback: SPEC §2 gives it a back arrow and a title only. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <div>
      <NavBar title={t('screens.feedback')} back />
    </div>
  );
}
