import { Route, Routes } from 'react-router';
import { NewRaceForm } from './new-race-form';
import { RaceEditor } from './race-editor';

/** /operator/races: the new race form; /operator/races/:uid: the race editor. */
export default function RacesSection() {
  return (
    <Routes>
      <Route index element={<NewRaceForm />} />
      <Route path=":uid" element={<RaceEditor />} />
    </Routes>
  );
}
