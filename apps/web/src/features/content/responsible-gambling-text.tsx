import { Fragment } from 'react';
import type { MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

/** Each heading and its points, in the order a player reads them. */
const SECTIONS: ReadonlyArray<{ heading: MessageId; intro?: MessageId; points: MessageId[] }> = [
  { heading: 'content.rgAdults', intro: 'content.rgAdultsText', points: [] },
  {
    heading: 'content.rgControl',
    points: [
      'content.rgControlAfford',
      'content.rgControlBudget',
      'content.rgControlBreaks',
      'content.rgControlBorrow',
      'content.rgControlLimits',
    ],
  },
  {
    heading: 'content.rgSigns',
    points: ['content.rgSignsMore', 'content.rgSignsEscape', 'content.rgSignsHide'],
  },
  {
    heading: 'content.rgHelp',
    points: ['content.rgHelpBreak', 'content.rgHelpTalk', 'content.rgHelpGa'],
  },
];

/** Responsible gambling, in our own words; the age rule is the registration rule (21). */
export default function ResponsibleGamblingText() {
  const { t } = useT();
  return (
    <>
      <p>{t('content.rgIntro')}</p>
      {SECTIONS.map(({ heading, intro, points }) => (
        <Fragment key={heading}>
          <h3>{t(heading)}</h3>
          {intro && <p>{t(intro)}</p>}
          {points.length > 0 && (
            <ul>
              {points.map((id) => (
                <li key={id}>{t(id)}</li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </>
  );
}
