import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { buildRaceSummary, OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const MEETING_UID = '00000000-0000-4000-8000-0000000d0001';

describe('abandoning a meeting', { timeout: 30_000 }, () => {
  it('asks for a reason, abandons the meeting and shows what it voided and refunded', async () => {
    signInOperator();
    const day = '2025-11-14';
    const sent: unknown[] = [];
    let status: 'PUBLISHED' | 'RESULT' = 'PUBLISHED';
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races?day=${day}`]: () => ({
        day,
        races: [
          buildRaceSummary({ raceNumber: 1, status, resultVoided: status === 'RESULT' }),
          buildRaceSummary({ raceNumber: 2, status, resultVoided: status === 'RESULT' }),
        ],
      }),
      [`POST /api/operator/meetings/${MEETING_UID}/abandon`]: ({ body }: MockRequest) => {
        sent.push(body);
        status = 'RESULT';
        return { meetingUid: MEETING_UID, racesVoided: 2, betsRefunded: 17, racesStood: 0 };
      },
    });
    renderRoute(null, { path: `/operator/board?day=${day}` });
    const user = userEvent.setup();

    const bangalore = await screen.findByRole('region', { name: 'Bangalore (IN)' });
    await user.click(within(bangalore).getByRole('button', { name: 'Abandon meeting: Bangalore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abandon the Bangalore meeting?' });
    expect(dialog).toHaveTextContent('Races run with an official result stand, paid or not.');
    expect(dialog).toHaveTextContent('(2 on the board) without a result is voided');
    await user.click(within(dialog).getByRole('button', { name: 'Abandon meeting' }));
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Waterlogged track');
    await user.click(within(dialog).getByRole('button', { name: 'Abandon meeting' }));
    expect(
      await within(bangalore).findByText('Meeting abandoned: 2 races voided, 17 bets refunded.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Waterlogged track' }]);
    expect(await within(bangalore).findAllByText('CANCELLED')).toHaveLength(2);
  });

  it('asks the stewards to decide each provisional race the API names, then abandons with their word', async () => {
    signInOperator();
    const day = '2025-11-14';
    const provisionalUid = '00000000-0000-4000-8000-0000000a0003';
    const sent: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/races?day=${day}`]: {
        day,
        races: [buildRaceSummary({ raceNumber: 3, status: 'RESULT' })],
      },
      [`POST /api/operator/meetings/${MEETING_UID}/abandon`]: ({ body }: MockRequest) => {
        sent.push(body);
        if (!(body as { provisional?: unknown }).provisional)
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'PROVISIONAL_RACES_UNDECIDED',
              message: 'The stewards must say whether race 3 stands or is void.',
              details: {
                races: [{ raceUid: provisionalUid, raceNumber: 3, resultState: 'ENQUIRY' }],
              },
            },
          };
        return { meetingUid: MEETING_UID, racesVoided: 0, betsRefunded: 0, racesStood: 1 };
      },
    });
    renderRoute(null, { path: `/operator/board?day=${day}` });
    const user = userEvent.setup();
    const bangalore = await screen.findByRole('region', { name: 'Bangalore (IN)' });
    await user.click(within(bangalore).getByRole('button', { name: 'Abandon meeting: Bangalore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abandon the Bangalore meeting?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Waterlogged track');
    await user.click(within(dialog).getByRole('button', { name: 'Abandon meeting' }));
    const choice = await within(dialog).findByRole('radiogroup', {
      name: 'Race 3 (stewards’ enquiry)',
    });
    // Undecided: asking again sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Abandon meeting' }));
    expect(sent).toHaveLength(1);
    await user.click(within(choice).getByRole('radio', { name: 'Stands' }));
    await user.click(within(dialog).getByRole('button', { name: 'Abandon meeting' }));
    expect(
      await within(bangalore).findByText(
        'Meeting abandoned: 0 races voided, 0 bets refunded, 1 provisional race stands.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { reason: 'Waterlogged track' },
      {
        reason: 'Waterlogged track',
        provisional: [{ raceUid: provisionalUid, decision: 'STAND' }],
      },
    ]);
  });

  it('is not offered to a role that cannot change races', async () => {
    signInOperator();
    const day = '2025-11-14';
    mockApi({
      'GET /api/operator/me': { ...OPERATOR_SELF, roles: ['SUPPORT'] },
      [`GET /api/operator/races?day=${day}`]: { day, races: [buildRaceSummary()] },
    });
    renderRoute(null, { path: `/operator/board?day=${day}` });
    const bangalore = await screen.findByRole('region', { name: 'Bangalore (IN)' });
    expect(within(bangalore).queryByRole('button', { name: /Abandon/ })).toBeNull();
  });
});
