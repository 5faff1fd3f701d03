import { NoticesList } from '../../../features/notices/components/notices-list';

export default function NotificationsScreen() {
  return <NoticesList />;
}
