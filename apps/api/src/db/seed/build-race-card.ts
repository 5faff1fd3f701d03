import type { RaceInput } from '../../modules/races/create-race';
import { buildForm } from './build-form';
import { buildRunners, writeTip } from './build-runners';
import type { MeetingPlan } from './meeting-calendar';
import { raceStyleOf } from './race-styles';
import { createSeededRandom } from './seeded-random';

const GOINGS = ['Good', 'Good to Firm', 'Good to Soft', 'Soft', 'Standard'];

/** Every race of a meeting, seeded by day and venue so a day's cards never change. */
export function buildRaceCards(plan: MeetingPlan): RaceInput[] {
  const style = raceStyleOf(plan.countryCode);
  const random = createSeededRandom(`card:${plan.day}:${plan.venueCode}`);
  const raceWords = random.shuffle(style.raceWords);
  const going = random.pick(GOINGS);
  return plan.startTimes.map((startAt, index) => {
    const raceNumber = index + 1;
    const fieldRunners = buildRunners(random, random.int(6, 14), style.people);
    const distanceMetres = random.pick(style.distances);
    // Its own sequence, so the cards themselves stay what they were before form was added.
    const formRandom = createSeededRandom(`form:${plan.day}:${plan.venueCode}:${raceNumber}`);
    const runners = fieldRunners.map((runner) => ({
      ...runner,
      form: buildForm(formRandom, runner, { ...plan, distanceMetres, people: style.people }),
    }));
    return {
      venueCode: plan.venueCode,
      day: plan.day,
      raceNumber,
      startAt,
      distanceMetres,
      name: style.nameRace(
        raceWords[index % raceWords.length] as string,
        random.pick(style.raceKinds),
      ),
      label: random.pick(style.labels),
      tips: writeTip(random, runners),
      // Overseas cards carry the going; home cards show nothing extra.
      message: plan.countryCode === 'IN' ? null : `Going: ${going}`,
      externalId: `${plan.venueCode}-${plan.day.replaceAll('-', '')}-R${raceNumber}`,
      videoCode: plan.videoCode,
      runners,
    };
  });
}
