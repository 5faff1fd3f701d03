import { Route, Routes } from 'react-router';
import { PlayerPage } from './player-page';
import { PlayerSearch } from './player-search';

/** /operator/players: search; /operator/players/:uid: one player. */
export default function PlayersSection() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":uid" element={<PlayerPage />} />
    </Routes>
  );
}
