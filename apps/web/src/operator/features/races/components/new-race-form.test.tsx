import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPERATOR_CONSOLE_MESSAGES } from '@furlong/contract';
import { mockApi, requestsOf } from '../../../../test/mock-api';
import { reference } from '../../../../test/race-data';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

describe('new race form', { timeout: 20_000 }, () => {
  it('offers the venues by code and name, and asks for one before anything is sent', async () => {
    const user = userEvent.setup();
    signInOperator();
    const fetchMock = mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/mc/reference': reference,
    });
    renderRoute(null, { path: '/operator/races' });

    const venue = await screen.findByRole('combobox', { name: 'Venue' });
    await within(venue).findByRole('option', {
      name: `${reference.venues[0]?.code} · ${reference.venues[0]?.name}`,
    });
    expect(
      within(venue)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', ...reference.venues.map((entry) => entry.code)]);

    await user.click(screen.getByRole('button', { name: 'Create race' }));
    expect(await screen.findByText(OPERATOR_CONSOLE_MESSAGES.venue)).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((request) => request.startsWith('POST'))).toEqual([]);

    await user.selectOptions(venue, reference.venues[0]?.code ?? '');
    expect(venue).toHaveValue(reference.venues[0]?.code);
  });
});
