import type { ComponentProps } from 'react';
import type { IconType } from 'react-icons';
import {
  FaApple,
  FaFacebookF,
  FaGooglePlay,
  FaInstagram,
  FaLinkedinIn,
  FaWhatsapp,
  FaXTwitter,
  FaYoutube,
} from 'react-icons/fa6';
import {
  LuBadgeCheck,
  LuBookOpen,
  LuBriefcase,
  LuBuilding2,
  LuChartCandlestick,
  LuChartLine,
  LuChartPie,
  LuCircleX,
  LuClock,
  LuCoins,
  LuFileText,
  LuGlobe,
  LuGraduationCap,
  LuHandshake,
  LuHeadset,
  LuIndianRupee,
  LuLandmark,
  LuLock,
  LuMail,
  LuMapPin,
  LuNewspaper,
  LuPhone,
  LuPiggyBank,
  LuRefreshCw,
  LuScale,
  LuShield,
  LuSmartphone,
  LuTrendingUp,
  LuUmbrella,
  LuUserPlus,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';
import { Icon } from './staticUi';

// Icon keys used in data/seed/site.json. Unknown keys fall back to a neutral mark.
const ICONS: Record<string, IconType> = {
  chart: LuChartLine,
  candles: LuChartCandlestick,
  shield: LuShield,
  bank: LuLandmark,
  building: LuBuilding2,
  phone: LuPhone,
  mobile: LuSmartphone,
  users: LuUsers,
  globe: LuGlobe,
  briefcase: LuBriefcase,
  document: LuFileText,
  rupee: LuIndianRupee,
  handshake: LuHandshake,
  clock: LuClock,
  lock: LuLock,
  trending: LuTrendingUp,
  pie: LuChartPie,
  umbrella: LuUmbrella,
  book: LuBookOpen,
  refresh: LuRefreshCw,
  'x-circle': LuCircleX,
  'user-plus': LuUserPlus,
  mail: LuMail,
  map: LuMapPin,
  news: LuNewspaper,
  scale: LuScale,
  education: LuGraduationCap,
  headset: LuHeadset,
  coins: LuCoins,
  savings: LuPiggyBank,
  wallet: LuWallet,
  check: LuBadgeCheck,
  whatsapp: FaWhatsapp,
  facebook: FaFacebookF,
  x: FaXTwitter,
  linkedin: FaLinkedinIn,
  youtube: FaYoutube,
  instagram: FaInstagram,
  'google-play': FaGooglePlay,
  'app-store': FaApple,
};

export function SiteIcon({
  name,
  ...props
}: { name: string | undefined } & Omit<ComponentProps<typeof Icon>, 'children'>) {
  const Glyph = (name && ICONS[name]) || LuBadgeCheck;
  return (
    <Icon aria-hidden="true" {...props}>
      <Glyph />
    </Icon>
  );
}
