import ApiOutlined from '@ant-design/icons/ApiOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClusterOutlined from '@ant-design/icons/ClusterOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import PoundOutlined from '@ant-design/icons/PoundOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';

const icons = {
  api: ApiOutlined,
  calendar: CalendarOutlined,
  cluster: ClusterOutlined,
  folder: FolderOutlined,
  pound: PoundOutlined,
  setting: SettingOutlined,
  'shopping-cart': ShoppingCartOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
} as const;

/** A category's icon by the name the provider gives; a book for any name the portal does not know. */
export function CategoryIcon({ name }: { name: string }) {
  const Icon = Object.hasOwn(icons, name) ? icons[name as keyof typeof icons] : BookOutlined;
  return <Icon aria-hidden="true" />;
}
