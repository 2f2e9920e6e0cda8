import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { AdminAudit } from './AdminAudit.tsx';
import { AdminChannels } from './AdminChannels.tsx';
import { AdminLedger } from './AdminLedger.tsx';
import pay from './AdminPayments.module.css';
import { AdminQueue } from './AdminQueues.tsx';

const SECTIONS = ['deposits', 'withdrawals', 'identities', 'channels', 'ledger', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

/** Payments in the back office: the three review queues, channel configuration, a user's ledger, the audit log. */
export function AdminPayments() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminPay' });
  const [section, setSection] = useState<Section>('deposits');
  return (
    <div>
      <nav className={pay.tabs}>
        {SECTIONS.map((name) => (
          <Button key={name} variant={section === name ? 'primary' : 'secondary'} onClick={() => setSection(name)}>
            {t(`section.${name}`)}
          </Button>
        ))}
      </nav>
      {section === 'deposits' || section === 'withdrawals' || section === 'identities' ? (
        <AdminQueue key={section} queue={section} />
      ) : section === 'channels' ? (
        <AdminChannels />
      ) : section === 'ledger' ? (
        <AdminLedger />
      ) : (
        <AdminAudit />
      )}
    </div>
  );
}
