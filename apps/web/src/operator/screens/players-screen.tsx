import { Route, Routes } from 'react-router';
import { PlayerScreen } from './player-screen';
import { PlayerSearch } from '../features/players/components/player-search';

/** /operator/players: search; /operator/players/:uid: one player. */
export default function PlayersScreen() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":uid" element={<PlayerScreen />} />
    </Routes>
  );
}
