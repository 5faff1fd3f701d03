import { Route, Routes } from 'react-router';
import { NewRaceForm } from '../features/races/components/new-race-form';
import { RaceEditorScreen } from './race-editor-screen';

/** /operator/races: the new race form; /operator/races/:uid: the race editor. */
export default function RacesScreen() {
  return (
    <Routes>
      <Route index element={<NewRaceForm />} />
      <Route path=":uid" element={<RaceEditorScreen />} />
    </Routes>
  );
}
