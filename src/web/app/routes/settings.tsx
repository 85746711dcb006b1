import { SettingsPage } from '../../features/account/components/settings-page.tsx';

export function SettingsRoute() {
  return <SettingsPage />;
}
