import { FIRST_SCREEN_ANSWERS_ID } from '@furlong/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: the block is read once per page. */
async function loadWithBlock(text: string) {
  vi.resetModules();
  document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}"></script>`;
  const block = document.getElementById(FIRST_SCREEN_ANSWERS_ID);
  if (block) block.textContent = text;
  return import('./first-screen-answers');
}

describe("the page's own answers", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives each answer once, then leaves the path to the network', async () => {
    const { takeFirstScreenAnswer } = await loadWithBlock(
      JSON.stringify({ answers: { '/api/mc/reference': { countries: [], venues: [] } } }),
    );
    expect(takeFirstScreenAnswer('/api/mc/reference')).toEqual({
      body: { countries: [], venues: [] },
    });
    expect(takeFirstScreenAnswer('/api/mc/reference')).toBeUndefined();
    expect(takeFirstScreenAnswer('/api/content/banners')).toBeUndefined();
    expect(document.getElementById(FIRST_SCREEN_ANSWERS_ID)).toBeNull();
  });

  it('ignores a block that is not JSON or not answers', async () => {
    for (const text of ['{not json', JSON.stringify({ answers: { '/elsewhere': 1 } })]) {
      const { takeFirstScreenAnswer } = await loadWithBlock(text);
      expect(takeFirstScreenAnswer('/elsewhere')).toBeUndefined();
    }
  });

  it('gives no answer once the page has been open longer than a fetched read stays fresh', async () => {
    const { takeFirstScreenAnswer } = await loadWithBlock(
      JSON.stringify({ answers: { '/api/mc/reference': {} } }),
    );
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    expect(takeFirstScreenAnswer('/api/mc/reference')).toBeUndefined();
    vi.restoreAllMocks();
  });
});
