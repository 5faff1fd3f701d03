import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { TopBar } from './top-bar';

const DAY = '2025-11-14';
const noop = () => undefined;

describe('top bar', () => {
  it('on a desktop: logo, club logo, Races and Promotions, the clock and Login', async () => {
    mockApi({});
    renderRoute(
      <TopBar today={DAY} isMenuButtonShown={false} isDrawerOpen={false} onOpenMenu={noop} />,
      { path: '/promotions', pattern: '/promotions' },
    );
    expect(await screen.findByRole('img', { name: 'Furlong home' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Furlong Racing Club' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu.getByRole('link', { name: 'Races' })).toHaveAttribute('href', `/races/${DAY}`);
    expect(menu.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(screen.getByLabelText(/^India time/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('on a phone: the menu button instead of the desktop menu and club logo', async () => {
    mockApi({});
    renderRoute(<TopBar today={DAY} isMenuButtonShown isDrawerOpen={false} onOpenMenu={noop} />, {
      path: '/promotions',
      pattern: '/promotions',
    });
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Furlong Racing Club' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
