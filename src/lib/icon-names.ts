/**
 * The icons content may name (`icon: Server` in YAML). Plain names, so the
 * content check can reject any other without loading the icon components;
 * src/components/ui/icon.tsx maps each name to its lucide icon.
 */
export const iconNames = [
  'BarChart3',
  'Briefcase',
  'Building2',
  'Cloud',
  'Code2',
  'Database',
  'Globe',
  'HardDrive',
  'Headphones',
  'LayoutTemplate',
  'Lock',
  'Mail',
  'Megaphone',
  'MonitorSmartphone',
  'Palette',
  'Rocket',
  'Search',
  'Server',
  'Settings',
  'ShieldCheck',
  'ShoppingCart',
  'Smartphone',
  'Wrench',
  'Zap',
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name);
}
