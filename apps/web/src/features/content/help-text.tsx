import type { MessageId } from '../../i18n/catalogues';
import { PriceNote } from '../../components/price-note';
import { useT } from '../../i18n/use-t';

const ANSWERS: MessageId[] = [
  'content.helpSignUp',
  'content.helpVerify',
  'content.helpPan',
  'content.helpBets',
  'content.helpWithdrawals',
  'content.helpPassword',
];

/** Placeholder help: the full help text replaces this file. */
export default function HelpText() {
  const { t } = useT();
  return (
    <>
      <p>{t('content.helpIntro')}</p>
      <ul>
        {ANSWERS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
        <li>
          <PriceNote
            component="span"
            color="inherit"
            variant="inherit"
            data-testid="help-odds-note"
          />
        </li>
      </ul>
    </>
  );
}
