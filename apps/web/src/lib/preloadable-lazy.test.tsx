import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

describe('preloadableLazy', () => {
  it('renders a preloaded module in the first pass, without the fallback', async () => {
    let loads = 0;
    const greeting = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve({ default: Greeting });
    });
    await greeting.preload();
    await greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends as React.lazy does when the module is not in yet', async () => {
    const greeting = preloadableLazy(() => Promise.resolve({ default: Greeting }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });
});
