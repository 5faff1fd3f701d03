import { NoticesList } from '../../../features/notices/components/notices-list';
import { PushSettings } from '../../../features/push/components/push-settings';

export default function NotificationsScreen() {
  return (
    <>
      <PushSettings />
      <NoticesList />
    </>
  );
}
