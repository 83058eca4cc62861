import { bool, dateTime, int, money, object, picture, text } from './fields';

/**
 * The answer of every sign-in and registration call (contract §2 LoginResponse). The BFF keeps
 * `token` in its session cookie and takes it (and `key`) out of the answer the SPA sees.
 */
export const loginResponse = object({
  token: text,
  type: text,
  key: text,
  uid: int,
  nikeName: text,
  phone: text,
  email: text,
  identity: text,
  userType: text,
});

/** GET /api/front/user/info (UserCenterResponse). Note `nickname` here and `nikeName` in login answers. */
export const userCenter = object({
  uid: int,
  nickname: text,
  avatar: picture,
  phone: text,
  countryCode: text,
  email: text,
  integral: int,
  experience: int,
  couponCount: int,
  collectCount: int,
  userType: text,
});

/** GET /api/front/integral/user: the points account. */
export const pointsSummary = object({ integral: int, sumIntegral: int, deductionIntegral: int, frozenIntegral: int });

/** A points entry; type 1 earned, 2 spent. */
export const pointsEntry = object({ id: int, title: text, integral: int, type: int, balance: int, linkId: text, createTime: text });

/** A notification (our extension; docs/api-extensions.md). */
export const notification = object({ id: int, type: text, title: text, content: text, linkUrl: text, isRead: bool, createTime: text });

/** A liked product (GET /api/front/collect/product/list). */
export const collectedProduct = object({ id: int, productId: int, createTime: dateTime, storeName: text, image: picture, price: money });

/** A followed shop (GET /api/front/collect/merchant/list). */
export const followedShop = object({ uid: int, merId: int, merName: text, merAvatar: picture, createTime: dateTime });

/** POST /api/front/upload/image: where the picture now lives. */
export const uploadedImage = object({ url: text, fileName: text, extName: text });
