import type { Banner } from '@furlong/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageSettledForTests, VIDEO_POSTER } from '../hooks/use-video-start';
import { BannerCarousel } from './banner-carousel';

const banner = (n: number, type: Banner['banner_type'] = 'IMAGE'): Banner => ({
  uid: `00000000-0000-4000-8000-00000000000${n}`,
  banner_type: type,
  url: type === 'VIDEO' ? `/content/b${n}.mp4` : `/content/b${n}.svg`,
  title: `Banner ${n}`,
  alt_text: `Banner ${n} picture`,
  link: n === 2 ? '/promotions' : null,
  sort_order: n,
  active_from: null,
  active_to: null,
});
const BANNERS = [banner(1, 'VIDEO'), banner(2), banner(3)];

const renderCarousel = () =>
  render(
    <MemoryRouter>
      <BannerCarousel banners={BANNERS} />
    </MemoryRouter>,
  );
const slideLabel = () => screen.getByRole('group').getAttribute('aria-label');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function preferReducedMotion(isReduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: isReduced && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('banner carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPageSettledForTests(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 2000 ms and wraps round, with video and image banners', () => {
    renderCarousel();
    expect(slideLabel()).toBe('1 of 3: Banner 1');
    expect(screen.getByLabelText('Banner 1 picture').tagName).toBe('VIDEO');
    advance(1999);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
    advance(1);
    expect(slideLabel()).toBe('2 of 3: Banner 2');
    expect(screen.getByRole('img', { name: 'Banner 2 picture' })).toHaveAttribute(
      'src',
      '/content/b2.svg',
    );
    expect(screen.getByRole('link', { name: 'Banner 2' })).toHaveAttribute('href', '/promotions');
    advance(4000);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
  });

  it('holds still while hovered and carries on when the pointer leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(carousel);
    advance(10_000);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
    fireEvent.mouseLeave(carousel);
    advance(2000);
    expect(slideLabel()).toBe('2 of 3: Banner 2');
  });

  it('holds still while focus is inside, and the controls move it by hand', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next banner' });
    act(() => next.focus());
    advance(10_000);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
    fireEvent.click(next);
    expect(slideLabel()).toBe('2 of 3: Banner 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(slideLabel()).toBe('3 of 3: Banner 3');
    expect(screen.getByRole('group')).toHaveAttribute('aria-live', 'polite');
    act(() => next.blur());
    advance(2000);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
  });

  it('stops after Pause and starts again after Play', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(10_000);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(2000);
    expect(slideLabel()).toBe('2 of 3: Banner 2');
  });

  it('never rotates, nor plays video, when the player prefers reduced motion', () => {
    preferReducedMotion(true);
    renderCarousel();
    advance(10_000);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
    expect(screen.getByLabelText<HTMLVideoElement>('Banner 1 picture').autoplay).toBe(false);
  });

  it('holds the first slide until the loaded page is idle', () => {
    setPageSettledForTests(false);
    renderCarousel();
    advance(1999);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
    // Loaded (jsdom is), then idle: at most 2 s later where requestIdleCallback is missing.
    advance(2000);
    expect(slideLabel()).toBe('1 of 3: Banner 1');
    advance(2000);
    expect(slideLabel()).toBe('2 of 3: Banner 2');
  });

  describe('a video banner', () => {
    beforeEach(() => {
      setPageSettledForTests(false);
      preferReducedMotion(true); // held on the video slide
    });

    it('is a poster of fixed size at first, the video once the loaded page is idle', () => {
      renderCarousel();
      const poster = screen.getByRole('img', { name: 'Banner 1 picture' });
      expect(poster.getAttribute('src')).toBe(VIDEO_POSTER.src);
      expect(poster.getAttribute('width')).toBe('1200');
      expect(poster.getAttribute('height')).toBe('400');
      expect(document.querySelector('video')).toBeNull();

      advance(3000);
      const video = screen.getByLabelText<HTMLVideoElement>('Banner 1 picture');
      expect(video.tagName).toBe('VIDEO');
      expect(video.getAttribute('poster')).toBe(VIDEO_POSTER.src);
    });

    it('never starts while the browser saves data', () => {
      vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
      renderCarousel();
      advance(10_000);
      expect(screen.getByRole('img', { name: 'Banner 1 picture' })).toBeInTheDocument();
      expect(document.querySelector('video')).toBeNull();
    });
  });
});
