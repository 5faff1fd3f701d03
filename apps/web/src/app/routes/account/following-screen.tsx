import { FollowListPanel } from '../../../features/follows/components/follow-list-panel';

export default function FollowingScreen() {
  return <FollowListPanel />;
}
