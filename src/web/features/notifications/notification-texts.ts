/**
 * Texts of the notifications area that the spec leaves to us (docs/decisions/0022). Kept here, not
 * in web/texts.ts: that module is a chunk of the first load, and these are used only by lazy chunks.
 */
export const seeAll = 'See all';
export const noNotifications = 'No notifications yet. Offers and order updates will show up here.';
export const allNotificationsTitle = 'All Notifications';
export const showMore = 'Show more';
