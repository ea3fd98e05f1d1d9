export { Badge, type BadgeProps } from './badge';
export { BADGE_TONES, badgeClassName, type BadgeTone } from './badge-class';
