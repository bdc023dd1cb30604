import {
  BarChart3,
  Briefcase,
  Building2,
  Cloud,
  Code2,
  Database,
  Globe,
  HardDrive,
  Headphones,
  LayoutTemplate,
  Lock,
  Mail,
  Megaphone,
  MonitorSmartphone,
  Palette,
  Rocket,
  Search,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons content may name (`icon: Server` in YAML). Listed one by one so
 * only these are bundled; the content check rejects any other name.
 */
export const icons = {
  BarChart3,
  Briefcase,
  Building2,
  Cloud,
  Code2,
  Database,
  Globe,
  HardDrive,
  Headphones,
  LayoutTemplate,
  Lock,
  Mail,
  Megaphone,
  MonitorSmartphone,
  Palette,
  Rocket,
  Search,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Wrench,
  Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(icons, name);
}

/** A content-named icon; decorative (the text next to it says what it means). */
export function Icon({ name, className }: { name: string; className?: string }) {
  const Component = isIconName(name) ? icons[name] : Globe;
  return <Component aria-hidden="true" className={className} />;
}
