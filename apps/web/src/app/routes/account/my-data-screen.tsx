import { MyData } from '../../../features/data-rights/components/my-data';

export default function MyDataScreen() {
  return <MyData />;
}
