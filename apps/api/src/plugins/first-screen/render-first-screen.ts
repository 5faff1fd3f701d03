import {
  breakDownLine,
  DIGITAL_CHANNEL,
  EXAMPLE_PRICE_HUNDREDTHS,
  EXAMPLE_TICKET_PAISE,
  formatRupees,
  formatRaceDate,
  indiaClockOf,
  indiaDayOf,
  isOpenStatus,
  type Banner,
  type Fixture,
  type FixtureSummary,
  type TaxRule,
} from '@furlong/contract';
import { escapeHtml } from './html-text';
import { wordOf } from './first-screen-words';

/**
 * The first screen as plain HTML, styled by the `fs-` classes in index.html: what the player
 * sees while the app's code downloads, with links that work without it. The app draws the same
 * data over it in its first render (decision 086). Every text from the database is escaped.
 */

/** The video banner's poster (use-video-start.ts), at its own fixed size. */
export const VIDEO_POSTER = { src: '/content/banner-video-poster.svg', width: 1200, height: 400 };

const raceLink = (day: string, uid: string) =>
  `/fixtures/${escapeHtml(day)}/${escapeHtml(encodeURIComponent(uid))}`;

const sortByStart = <T extends FixtureSummary>(races: readonly T[]): T[] =>
  [...races].sort(
    (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.raceNumber - b.raceNumber,
  );

/** The races this web channel offers, as the app lists them. */
export const digitalRaces = (races: readonly FixtureSummary[]) =>
  sortByStart(races.filter((race) => race.allowedChannels.includes(DIGITAL_CHANNEL)));

function bannerHtml(banner: Banner | undefined, posterSrc: string): string {
  if (!banner) return '';
  const image =
    banner.banner_type === 'VIDEO'
      ? `<img src="${escapeHtml(posterSrc)}" width="${VIDEO_POSTER.width}" height="${VIDEO_POSTER.height}" alt="${escapeHtml(banner.alt_text)}">`
      : `<img src="${escapeHtml(banner.url)}" alt="${escapeHtml(banner.alt_text)}">`;
  return `<div class="fs-banner">${image}</div>`;
}

function raceRowHtml(day: string, race: FixtureSummary): string {
  return (
    `<li><a href="${raceLink(day, race.uid)}"><span class="fs-line">` +
    `<span class="fs-venue">${escapeHtml(race.venueName)}</span>` +
    `<span class="fs-number">R${race.raceNumber}</span>` +
    `<time datetime="${escapeHtml(race.startDate)}">${indiaClockOf(race.startDate)}</time></span>` +
    `<span class="fs-muted">${escapeHtml(race.name)}</span></a></li>`
  );
}

function raceGroupHtml(title: string, day: string, races: readonly FixtureSummary[]): string {
  if (races.length === 0) return '';
  return (
    `<section class="fs-paper"><h2>${escapeHtml(title)}</h2>` +
    `<ul class="fs-list">${races.map((race) => raceRowHtml(day, race)).join('')}</ul></section>`
  );
}

/** The race day (and home, which is today's race day): banner, heading, upcoming and results. */
export function renderRaceDay(
  day: string,
  races: readonly FixtureSummary[],
  banner: Banner | undefined,
  posterSrc: string = VIDEO_POSTER.src,
): string {
  const heading = `<h1>${escapeHtml(wordOf('raceDay.heading', { date: formatRaceDate(day) }))}</h1>`;
  const offered = digitalRaces(races);
  const body =
    offered.length === 0
      ? `<p class="fs-paper">${escapeHtml(wordOf('raceDay.none', { day }))}</p>`
      : raceGroupHtml(
          wordOf('raceDay.upcoming'),
          day,
          offered.filter((race) => isOpenStatus(race.status)),
        ) +
        raceGroupHtml(
          wordOf('raceDay.results'),
          day,
          offered.filter((race) => !isOpenStatus(race.status)),
        );
  return bannerHtml(banner, posterSrc) + heading + body;
}

function runnerHtml(fixture: Fixture, runner: Fixture['participants'][number]): string {
  const win = fixture.markets
    .find((market) => market.type === 'WIN')
    ?.selections.find((selection) => selection.participant === runner.uid);
  const people = [runner.jockey, runner.trainer].filter((name) => name !== null).join(' · ');
  const price = runner.isRunner && win ? win.price.toFixed(2) : '';
  return (
    `<li${runner.isRunner ? '' : ' class="fs-scratched"'}>` +
    `<span class="fs-number">${runner.horseNumber}</span>` +
    `<span class="fs-runner"><strong>${escapeHtml(runner.name)}</strong>` +
    `<span class="fs-muted">${escapeHtml(people)}</span></span>` +
    `<span class="fs-price">${price}</span></li>`
  );
}

/** What a price means in money, as the card's price note says it (apps/web price-note.tsx). */
function priceNoteHtml(rule: TaxRule | undefined): string {
  if (!rule) return '';
  const figures = breakDownLine(EXAMPLE_TICKET_PAISE, EXAMPLE_PRICE_HUNDREDTHS, rule.gstRateBp);
  const note = wordOf('price.noteToOne', {
    percent: String(rule.gstRateBp / 100),
    amount100: formatRupees(EXAMPLE_TICKET_PAISE),
    price: (EXAMPLE_PRICE_HUNDREDTHS / 100).toFixed(2),
    amount: formatRupees(figures.potentialPayoutPaise),
    face: formatRupees(figures.faceValuePaise),
  });
  return `<p class="fs-muted fs-note">${escapeHtml(`${note} ${wordOf('race.oddsNote')}`)}</p>`;
}

/** The race card: venue and date, the venue's races, the race's heading and its runners. */
export function renderRaceCard(
  day: string,
  fixture: Fixture,
  dayRaces: readonly FixtureSummary[],
  taxRule: TaxRule | undefined,
): string {
  const venueRaces = digitalRaces(dayRaces).filter((race) => race.venue === fixture.venue);
  const tabs = venueRaces
    .map(
      (race) =>
        `<a href="${raceLink(day, race.uid)}"${race.uid === fixture.uid ? ' aria-current="page"' : ''}>R${race.raceNumber}</a>`,
    )
    .join('');
  const raceDate = formatRaceDate(indiaDayOf(Date.parse(fixture.startDate)));
  return (
    `<p class="fs-venue-head"><strong>${escapeHtml(fixture.venueName)}</strong> ${raceDate}</p>` +
    (tabs ? `<nav class="fs-tabs">${tabs}</nav>` : '') +
    `<section class="fs-paper"><h1>${escapeHtml(
      wordOf('race.heading', { number: fixture.raceNumber, name: fixture.name }),
    )}</h1><p class="fs-muted fs-note"><time datetime="${escapeHtml(fixture.startDate)}">` +
    `${indiaClockOf(fixture.startDate)}</time>${escapeHtml(
      [fixture.label, wordOf('race.distance', { metres: fixture.distance })]
        .filter((part) => part)
        .map((part) => ` · ${part}`)
        .join(''),
    )}</p><h2>${escapeHtml(wordOf('race.runners'))}</h2>${priceNoteHtml(taxRule)}` +
    `<ol class="fs-runners">${fixture.participants.map((runner) => runnerHtml(fixture, runner)).join('')}</ol></section>`
  );
}
