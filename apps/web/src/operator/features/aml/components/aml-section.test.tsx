import { AML_MESSAGES, type AmlAlert, type SuspiciousReport } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const ALERT_UID = '00000000-0000-4000-8000-00000000a101';
const REPORT_UID = '00000000-0000-4000-8000-00000000a201';
const PLAYER = {
  uid: '00000000-0000-4000-8000-00000000a001',
  name: 'Asha Rao',
  state: 'Karnataka',
};

const alert: AmlAlert = {
  uid: ALERT_UID,
  player: PLAYER,
  rule: 'LITTLE_BETTING',
  period: '2031-03',
  figures: { paidIn: 100_000, withdrawn: 60_000, staked: 10_000 },
  status: 'OPEN',
  raisedOn: '2031-04-01T06:00:00.000Z',
  decidedBy: null,
  decidedOn: null,
  reason: null,
  reportUid: null,
};
const report: SuspiciousReport = {
  uid: REPORT_UID,
  alertUid: ALERT_UID,
  player: PLAYER,
  grounds: 'Paid in at three counters and withdrawn within the week.',
  status: 'OPEN',
  createdBy: { uid: OPERATOR_SELF.uid, name: OPERATOR_SELF.name },
  createdOn: '2031-04-02T06:00:00.000Z',
  closedBy: null,
  closedOn: null,
  closeReason: null,
  fiuReference: null,
};

describe('console money-laundering alerts', { timeout: 30_000 }, () => {
  it('shows an alert with its figures, escalates it with grounds, and closes the report with a reason', async () => {
    signInOperator();
    const sent: { path: string; body: unknown }[] = [];
    let alerts = [alert];
    let reports: SuspiciousReport[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/aml/alerts?status=OPEN': () => ({ alerts }),
      'GET /api/operator/aml/reports?status=OPEN': () => ({ reports }),
      [`POST /api/operator/aml/alerts/${ALERT_UID}/escalate`]: ({ body }: MockRequest) => {
        sent.push({ path: 'escalate', body });
        alerts = [];
        reports = [report];
        return { ...alert, status: 'ESCALATED', reportUid: REPORT_UID };
      },
      [`POST /api/operator/aml/reports/${REPORT_UID}/close`]: ({ body }: MockRequest) => {
        sent.push({ path: 'close', body });
        reports = [];
        return { ...report, status: 'CLOSED' };
      },
    });
    renderRoute(null, { path: '/operator/aml' });
    const user = userEvent.setup();

    const card = await screen.findByRole('region', {
      name: 'Asha Rao: Paid in and withdrawn with little betting',
    });
    expect(card).toHaveTextContent('Paid in:₹1,00,000.00');
    expect(card).toHaveTextContent('Month 2031-03');
    const escalate = within(card).getByRole('button', { name: 'Escalate the alert on Asha Rao' });

    await user.click(escalate);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Grounds of suspicion' }), 'Odd');
    await user.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    expect(await within(dialog).findByText(AML_MESSAGES.grounds)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Grounds of suspicion' }),
      ': cash in and out within a week',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    expect(
      await screen.findByText("Report opened: the player's withdrawals are held"),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { path: 'escalate', body: { grounds: 'Odd: cash in and out within a week' } },
    ]);

    const reportCard = await screen.findByRole('region', { name: 'Report on Asha Rao' });
    await user.click(
      within(reportCard).getByRole('button', { name: 'Close the report on Asha Rao' }),
    );
    const closing = await screen.findByRole('dialog');
    await user.type(within(closing).getByRole('textbox', { name: 'Reason' }), 'Filed on FINnet');
    await user.type(
      within(closing).getByRole('textbox', { name: 'FIU-IND acknowledgement number (if filed)' }),
      'STR-17',
    );
    await user.click(within(closing).getByRole('button', { name: 'Close report' }));
    expect(
      await screen.findByText("Report closed: the player's withdrawals are no longer held"),
    ).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      path: 'close',
      body: { reason: 'Filed on FINnet', fiuReference: 'STR-17' },
    });
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('dismisses only with a reason', async () => {
    signInOperator();
    const sent: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/aml/alerts?status=OPEN': () => ({ alerts: sent.length ? [] : [alert] }),
      'GET /api/operator/aml/reports?status=OPEN': () => ({ reports: [] }),
      [`POST /api/operator/aml/alerts/${ALERT_UID}/dismiss`]: ({ body }: MockRequest) => {
        sent.push(body);
        return { ...alert, status: 'DISMISSED' };
      },
    });
    renderRoute(null, { path: '/operator/aml' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dismiss the alert on Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss alert' }));
    expect(await within(dialog).findByText(AML_MESSAGES.reason)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Known owner');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss alert' }));
    expect(await screen.findByText('Alert dismissed')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Known owner' }]);
    expect(await screen.findByText('No open alerts.')).toBeInTheDocument();
  });
});
