export { defineOfferNotices, noticeOfferLeft, OFFER_NOTICE_JOB } from './service';
export { OFFER_NOTICE_EMAIL_KIND } from './email';
