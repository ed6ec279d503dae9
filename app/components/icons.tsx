import type { JSX, SVGProps } from "react";
import spriteUrl from "./icons.svg?no-inline";

/**
 * The site's icons (Lucide, ISC licence). Each draws a `<use>` of one symbol in icons.svg, a
 * hashed static file the browser fetches once and caches, so a page carries a reference
 * instead of the paths and no icon code runs in the browser (docs/decisions/0027-icon-sprite.md).
 * Add an icon here as `export const Name = icon("lucide-name");` (the file name under
 * lucide-react/dist/esm/icons), then run `npm run icons` to rebuild the sprite. Lucide's stroke
 * look is set on each symbol in the sprite, so a page does not repeat it on every icon.
 */

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, in pixels unless given with a unit; a size-* class overrides it. */
  size?: number | string;
}

export type IconComponent = (props: IconProps) => JSX.Element;

function icon(id: string): IconComponent {
  function SpriteIcon({ size = 24, ...props }: IconProps) {
    // Decorative unless given a name; a named icon is announced as an image.
    const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden unless named, and a named icon is role="img" with the caller's aria-label
      <svg
        width={size}
        height={size}
        aria-hidden={named ? undefined : true}
        role={named ? "img" : undefined}
        {...props}
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${id})`;
  return SpriteIcon;
}

export const AlertCircle = icon("circle-exclamation-point");
export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const Award = icon("award");
export const BadgeCheck = icon("badge-check");
export const BellOff = icon("bell-off");
export const BellRing = icon("bell-ring");
export const BookOpen = icon("book-open");
export const Bookmark = icon("bookmark");
export const BookmarkCheck = icon("bookmark-check");
export const CalendarCheck = icon("calendar-check");
export const CalendarClock = icon("calendar-clock");
export const Check = icon("check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleCheck = icon("circle-check");
export const ClipboardList = icon("clipboard-list");
export const Clock = icon("clock");
export const Columns3 = icon("columns-3");
export const Copy = icon("copy");
export const Crosshair = icon("crosshair");
export const DollarSign = icon("dollar-sign");
export const Download = icon("download");
export const Droplets = icon("droplets");
export const Dumbbell = icon("dumbbell");
export const ExternalLink = icon("external-link");
export const Eye = icon("eye");
export const EyeOff = icon("eye-off");
export const FilePlus2 = icon("file-plus-corner");
export const FileSearch = icon("file-search");
export const FileWarning = icon("file-exclamation-point");
export const Heart = icon("heart");
export const HeartPulse = icon("heart-pulse");
export const Home = icon("house");
export const Inbox = icon("inbox");
export const Info = icon("info");
export const KeyRound = icon("key-round");
export const Link2 = icon("link-2");
export const ListChecks = icon("list-checks");
export const ListTree = icon("list-tree");
export const Loader2 = icon("loader-circle");
export const LogIn = icon("log-in");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MailCheck = icon("mail-check");
export const MailQuestion = icon("mail-question-mark");
export const MailWarning = icon("mail-exclamation-point");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const Moon = icon("moon");
export const Newspaper = icon("newspaper");
export const OctagonAlert = icon("octagon-exclamation-point");
export const PencilLine = icon("pencil-line");
export const Pill = icon("pill");
export const RefreshCw = icon("refresh-cw");
export const Rocket = icon("rocket");
export const RotateCcw = icon("rotate-ccw");
export const Rss = icon("rss");
export const Save = icon("save");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const ShieldAlert = icon("shield-exclamation-point");
export const ShieldCheck = icon("shield-check");
export const ShieldQuestion = icon("shield-question-mark");
export const Sparkles = icon("sparkles");
export const Sun = icon("sun");
export const Target = icon("target");
export const Trash2 = icon("trash");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Undo2 = icon("undo-2");
export const User = icon("user");
export const X = icon("x");
export const Zap = icon("zap");
