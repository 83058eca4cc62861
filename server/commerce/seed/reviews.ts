/**
 * Demo reviews that read like customers of that kind of goods (a phone review talks about battery and camera,
 * a dress about fit and fabric), in the site's default language, English. Each text carries what a seller
 * would answer to it: praise gets thanks for the very thing praised, a complaint an apology and a remedy.
 */
export type ReviewTopic =
  | 'phone' | 'accessory' | 'audio' | 'wearable' | 'computer' | 'clothing' | 'shoes' | 'bag' | 'furniture'
  | 'kitchen' | 'skincare' | 'makeup' | 'fitness' | 'outdoor' | 'food' | 'book' | 'toy';

/** A review text and the seller's answer to it. */
export interface ReviewText {
  text: string;
  reply: string;
}

/** Which texts a leaf category's products get (by the leaf's name in categories.ts). */
export const LEAF_TOPIC: Record<string, ReviewTopic> = {
  Smartphones: 'phone', 'Phone Cases': 'accessory', 'Chargers & Cables': 'accessory', Headphones: 'audio', Speakers: 'audio',
  Smartwatches: 'wearable', Laptops: 'computer', Cameras: 'computer', Dresses: 'clothing', 'Tops & Blouses': 'clothing',
  'T-shirts & Polos': 'clothing', 'Jackets & Coats': 'clothing', Sneakers: 'shoes', 'Handbags & Backpacks': 'bag',
  'Sofas & Chairs': 'furniture', Lighting: 'furniture', 'Plants & Planters': 'furniture', Cookware: 'kitchen', 'Mugs & Drinkware': 'kitchen',
  'Serums & Creams': 'skincare', 'Cleansers & Sunscreen': 'skincare', 'Lipstick & Lip Care': 'makeup', Fragrance: 'makeup',
  'Weights & Training': 'fitness', 'Yoga & Pilates': 'fitness', 'Ball Sports': 'fitness', 'Camping & Hiking': 'outdoor',
  Coffee: 'food', Tea: 'food', 'Snacks & Sweets': 'food', 'Dried Fruit & Nuts': 'food', Fiction: 'book', 'Non-fiction': 'book',
  Languages: 'book', "Children's Books": 'book', 'Building & Construction': 'toy', 'Gifts & Plush': 'toy',
};

const t = (text: string, reply: string): ReviewText => ({ text, reply });

/** Texts per topic and star (5 down to 1). */
export const TOPIC_TEXTS: Record<ReviewTopic, Record<number, ReviewText[]>> = {
  phone: {
    5: [t('Battery easily lasts a full day with maps and music, and the camera is sharp even at dusk.', 'Thank you! Glad the battery keeps up with your day. Enjoy the night shots.'), t('Screen is bright outdoors and the phone feels fast. Moved everything over in twenty minutes.', 'Thanks for the kind words about the screen and the setup. Happy to hear it went smoothly.')],
    4: [t('Great camera and smooth screen. It warms up a little while charging, otherwise excellent.', 'Thanks for the review! Some warmth while fast charging is normal; it should stay comfortable in the hand.')],
    3: [t('Decent phone, but the battery drops faster than advertised when I play games.', 'Thanks for the honest feedback. Lowering the refresh rate in gaming mode helps a lot; our support team can walk you through it.')],
    2: [t('Camera is good, but the phone arrived with only a UK plug adapter missing.', 'We are sorry the adapter was missing. We have sent one by tracked post at no cost to you.')],
    1: [t('Screen flickers at low brightness. Very disappointed for this price.', 'We are very sorry. This is covered by the warranty: please open a return from your order and we will replace the phone.')],
  },
  accessory: {
    5: [t('Fits perfectly and charges my phone quickly. Exactly what I needed.', 'Thank you! Glad it fits and charges just right.'), t('Solid build, the cable feels like it will last for years.', 'Thanks! That braid is made to last, enjoy it.')],
    4: [t('Works well. A little bulkier than I expected, but very sturdy.', 'Thanks for the review! The extra size is what makes it so sturdy.')],
    3: [t('Does the job, though it gets warm when charging two devices.', 'Thanks for letting us know. Some warmth with two devices is normal; if it gets hot, contact us and we will exchange it.')],
    2: [t('The button cut-outs are slightly off on my model.', 'Sorry about the fit. Please send us your exact phone model and we will swap it for the right version.')],
    1: [t('Stopped charging after a week.', 'We are sorry it failed so soon. We will send a replacement right away; please reply with your order number.')],
  },
  audio: {
    5: [t('The sound is rich and the noise cancelling makes my commute silent. Battery lasts all week.', 'Thank you! Glad they make the commute quieter.'), t('Clear highs, deep bass without being muddy, and pairing took seconds.', 'Thanks for the detailed review! Enjoy the music.')],
    4: [t('Lovely sound and comfortable for hours. The case is a bit large for a pocket.', 'Thanks! Good point about the case; we have passed it on to the maker.')],
    3: [t('Sound is fine, but the connection drops now and then in busy stations.', 'Thanks for the feedback. A firmware update improves this; our support team can help you install it.')],
    2: [t('Right side is quieter than the left.', 'We are sorry about the imbalance. Please contact us and we will replace them free of charge.')],
    1: [t('Would not pair with my laptop at all.', 'We are sorry for the trouble. Our support team will help you pair them, and if they still fail we will refund you in full.')],
  },
  wearable: {
    5: [t('Tracks my runs accurately and the battery lasts five days. The strap is comfortable.', 'Thank you! Happy running, and glad the battery keeps up.'), t('Sleep tracking is surprisingly useful and notifications are easy to read.', 'Thanks for the kind words! Sleep well.')],
    4: [t('Great watch. GPS takes a moment to lock on at the start of a run.', 'Thanks for the review! Waiting a few seconds before starting helps the GPS lock on.')],
    3: [t('Nice design, but the heart rate reading jumps around during workouts.', 'Thanks for the feedback. Wearing it a finger above the wrist bone gives steadier readings; our support team can help further.')],
    2: [t('The strap clasp broke after a month.', 'We are sorry the clasp broke. We are sending you a new strap free of charge.')],
    1: [t('Screen cracked on the first day with no knock.', 'We are very sorry. Please open a return from your order and we will replace the watch at our cost.')],
  },
  computer: {
    5: [t('Boots in seconds, handles photo editing with ease and the battery lasts a full workday.', 'Thank you! Glad it keeps up with your editing.'), t('Beautiful screen, quiet fans and a keyboard that is a pleasure to type on.', 'Thanks for the kind words about the keyboard and screen!')],
    4: [t('Excellent performance. A few more ports would have been nice.', 'Thanks for the review! A small USB-C hub is a handy add-on; we stock a few.')],
    3: [t('Good machine, but the fans get loud under heavy load.', 'Thanks for the feedback. The balanced power mode keeps the fans quieter; our support team can help you set it.')],
    2: [t('Arrived with a dead pixel near the corner.', 'We are sorry about the pixel. Please open a return and we will exchange it for a new unit.')],
    1: [t('Would not turn on out of the box.', 'We are very sorry. We will collect it and send a replacement immediately; please check your email for the pickup details.')],
  },
  clothing: {
    5: [t('Fits true to size and the fabric is soft and breathable. Washed well too.', 'Thank you! So glad the fit and fabric are right for you.'), t('Beautiful cut and the colour is exactly as pictured. Got compliments all day.', 'Thanks so much! Enjoy wearing it.')],
    4: [t('Lovely fabric and good stitching. Sleeves are slightly long on me.', 'Thanks for the review! Our size guide lists sleeve lengths; we are happy to exchange for a smaller size.')],
    3: [t('Nice material, but it runs a size large.', 'Thanks for telling us. We have added a note to the size guide, and a free exchange for the smaller size is open to you.')],
    2: [t('Shrank a little after the first wash.', 'We are sorry it shrank. Please send us a photo and we will refund or replace it.')],
    1: [t('Seam came apart the first time I wore it.', 'We are very sorry about the seam. We will refund you in full; no need to send it back.')],
  },
  shoes: {
    5: [t('Comfortable from the first wear, good arch support and the sole grips well.', 'Thank you! Happy walking.'), t('Light, well cushioned and they look great with everything.', 'Thanks for the lovely review!')],
    4: [t('Very comfortable. The laces are a bit short.', 'Thanks! We have passed the lace feedback on; longer laces are on their way to you.')],
    3: [t('Fine for walking, but they run half a size small.', 'Thanks for the feedback. We offer a free exchange for the next size up.')],
    2: [t('Started squeaking after a week.', 'We are sorry about the squeak. Please contact us and we will replace the pair.')],
    1: [t('The sole started peeling off within a month.', 'We are very sorry. That should not happen: we will refund you in full.')],
  },
  bag: {
    5: [t('Roomy, well organised pockets and the leather smells wonderful.', 'Thank you! Glad the pockets keep everything in place.'), t('Carries my laptop and lunch with ease; the straps are comfortable.', 'Thanks for the kind words!')],
    4: [t('Lovely bag. The zip is a little stiff at first.', 'Thanks! The zip loosens with use; a touch of wax helps too.')],
    3: [t('Looks good but smaller inside than I expected.', 'Thanks for the feedback. We have added the inside measurements to the listing, and you may return it for free.')],
    2: [t('A strap ring came loose.', 'We are sorry about the strap. We are sending a replacement ring and a repair guide right away.')],
    1: [t('Colour rubbed off onto my coat.', 'We are very sorry. Please return it at our cost for a full refund.')],
  },
  furniture: {
    5: [t('Sturdy, easy to assemble in under an hour and looks beautiful in our living room.', 'Thank you! Glad it was quick to put together.'), t('The colour and finish are gorgeous in person. Really lifts the room.', 'Thanks so much for sharing!')],
    4: [t('Good quality. Assembly instructions could be clearer.', 'Thanks for the review! We have sent you the step-by-step video guide.')],
    3: [t('Looks nice but one leg wobbles slightly.', 'Thanks for letting us know. Adjustable feet are on their way to you free of charge.')],
    2: [t('Arrived with a scratch on the side.', 'We are sorry about the scratch. We can send a replacement part or offer a partial refund, whichever you prefer.')],
    1: [t('Two screws were missing, could not finish assembly.', 'We are very sorry. The missing screws are on their way by express post today.')],
  },
  kitchen: {
    5: [t('Heats evenly and cleans up in seconds. Cooking is a joy again.', 'Thank you! Happy cooking.'), t('Keeps drinks hot all morning and feels great in the hand.', 'Thanks! Glad it keeps your coffee hot.')],
    4: [t('Great quality. A little heavier than I expected.', 'Thanks for the review! The weight comes from the thick base that spreads heat evenly.')],
    3: [t('Works well, but the handle gets warm on the stove.', 'Thanks for the feedback. A silicone handle sleeve helps; we will include one with your next order.')],
    2: [t('The lid does not seal as tightly as I hoped.', 'We are sorry about the lid. We are sending a replacement lid right away.')],
    1: [t('Arrived chipped.', 'We are very sorry. We will send a new one at no cost; no need to return the chipped piece.')],
  },
  skincare: {
    5: [t('My skin feels calm and hydrated, and it absorbs without feeling greasy.', 'Thank you! So glad your skin feels calm.'), t('Gentle on my sensitive skin and a little goes a long way.', 'Thanks for the lovely review!')],
    4: [t('Nice texture and no irritation. The scent is a bit strong for me.', 'Thanks for the feedback! We have a fragrance-free version too, should you prefer it.')],
    3: [t('It is fine, but I have not noticed much difference after three weeks.', 'Thanks for the honest review. Results usually show after six weeks of daily use; our team is happy to advise on a routine.')],
    2: [t('The pump stopped working halfway through the bottle.', 'We are sorry about the pump. A new bottle is on its way to you.')],
    1: [t('Caused redness on my cheeks.', 'We are very sorry. Please stop using it; we will refund you in full, and our team can suggest a gentler product.')],
  },
  makeup: {
    5: [t('Gorgeous colour, lasts through lunch and does not dry my lips.', 'Thank you! Glad the colour lasts for you.'), t('The scent is lovely and lasts all day without being overpowering.', 'Thanks so much! Enjoy it.')],
    4: [t('Beautiful shade, a touch darker than in the photos.', 'Thanks for the review! We have updated the swatch photos to show the shade more truly.')],
    3: [t('Nice, but it fades faster than I hoped.', 'Thanks for the feedback. A thin layer of primer underneath helps it last much longer.')],
    2: [t('The cap cracked in the box.', 'We are sorry about the cap. A replacement is on its way.')],
    1: [t('Not the shade I ordered.', 'We are very sorry for the mix-up. The right shade is on its way, and you may keep the other one.')],
  },
  fitness: {
    5: [t('Solid grip, no slipping during workouts and it feels very durable.', 'Thank you! Enjoy your training.'), t('Great for home workouts and easy to store away.', 'Thanks for the kind words! Glad it fits your space.')],
    4: [t('Good quality. Had a rubber smell for the first few days.', 'Thanks! The smell fades after a few days aired out.')],
    3: [t('Does the job, though a bit lighter than I expected.', 'Thanks for the feedback. We have made the weight clearer in the listing, and exchanges are free.')],
    2: [t('The surface started to wear after a month.', 'We are sorry about the wear. Please send a photo and we will replace it.')],
    1: [t('Arrived damaged and unusable.', 'We are very sorry. A replacement ships today at our cost.')],
  },
  outdoor: {
    5: [t('Kept us dry through a night of heavy rain and packs down small.', 'Thank you! Glad it kept you dry out there.'), t('Light, easy to set up alone and very well made.', 'Thanks for the great review! Happy trails.')],
    4: [t('Great gear. The carry bag is a tight fit.', 'Thanks! We have passed the bag feedback on to the maker.')],
    3: [t('Works, but warmer weather than the rating suggests is needed.', 'Thanks for the feedback. A liner adds a few degrees; our team is happy to recommend one.')],
    2: [t('One pole section was bent on arrival.', 'We are sorry about the pole. A replacement section is on its way.')],
    1: [t('The seams leaked on the first trip.', 'We are very sorry. Please return it at our cost for a full refund.')],
  },
  food: {
    5: [t('Fresh, full of flavour and nicely packed. I will reorder.', 'Thank you! We roast and pack in small batches, so glad you taste it.'), t('Delicious and arrived well before the best-before date.', 'Thanks so much! Enjoy.')],
    4: [t('Tastes great. I wish the bag were resealable.', 'Thanks for the review! Resealable bags are coming with the next batch.')],
    3: [t('Good, but a little too sweet for my taste.', 'Thanks for the honest feedback. Our less sweet range might suit you better; we are happy to suggest one.')],
    2: [t('The bag was split open in the parcel.', 'We are sorry it arrived damaged. A fresh pack is on its way to you.')],
    1: [t('Tasted stale.', 'We are very sorry. We will refund you in full and have checked the batch.')],
  },
  book: {
    5: [t('Could not put it down. Beautifully written and the print quality is lovely.', 'Thank you! Happy reading.'), t('Clear, practical and well illustrated. Exactly what I hoped for.', 'Thanks for the kind words!')],
    4: [t('Very good read. The middle drags a little.', 'Thanks for the thoughtful review!')],
    3: [t('Interesting, but the font is quite small.', 'Thanks for the feedback. The hardcover edition has a larger print, should you prefer it.')],
    2: [t('The cover arrived creased.', 'We are sorry about the cover. A fresh copy is on its way.')],
    1: [t('Several pages were printed upside down.', 'We are very sorry about the printing fault. A new copy ships today; no need to return the old one.')],
  },
  toy: {
    5: [t('My kids play with it every day. Sturdy and the pieces fit perfectly.', 'Thank you! So glad the kids love it.'), t('Soft, well made and a perfect gift. It was a big hit.', 'Thanks for sharing! Glad the gift was a hit.')],
    4: [t('Great toy. The instructions were a little hard to follow.', 'Thanks for the review! We have emailed you the picture guide.')],
    3: [t('Fun, but fewer pieces than I expected for the price.', 'Thanks for the feedback. We have listed the piece count more clearly on the page.')],
    2: [t('One piece was missing from the set.', 'We are sorry a piece was missing. It is on its way to you by post.')],
    1: [t('Broke within a day of gentle play.', 'We are very sorry. We will refund you in full.')],
  },
};

/** Texts for any goods, mixed with the topic's own so no two reviews of one product read the same. */
export const GENERAL_TEXTS: Record<number, ReviewText[]> = {
  5: [
    t('Exactly as described and arrived two days early. Would buy again.', 'Thank you for the kind review! Glad it arrived early.'),
    t('Great quality for the price. I already ordered a second one as a gift.', 'Thanks so much! We hope the gift is a hit.'),
    t('Well packaged and works perfectly. Highly recommended.', 'Thank you for recommending us!'),
    t('Even better than I expected. The finish feels premium.', 'Thanks! Glad the finish lives up to it.'),
    t('Quick delivery and friendly service when I had a question.', 'Thank you! Our team is always happy to help.'),
    t('Love it. The colour is exactly like the photos.', 'Thanks for the lovely review!'),
  ],
  4: [
    t('Very good overall. Took a day longer to arrive than promised.', 'Thanks for the review, and sorry for the wait; we have raised it with our courier.'),
    t('Solid product and nicely made. The packaging was a little bulky.', 'Thanks! We are moving to smaller, recyclable boxes.'),
    t('Happy with it. Good value for money.', 'Thank you for the review!'),
    t('Nice quality. Slightly smaller than I imagined.', 'Thanks! We have added the measurements to the photos.'),
    t('Good purchase, does exactly what I needed.', 'Thanks for taking the time to review!'),
  ],
  3: [
    t('It is okay. Does the job but nothing special.', 'Thanks for the honest review. Let us know if there is anything we can do better.'),
    t('Average quality for the price.', 'Thanks for the feedback; we have passed it on to our buyers.'),
    t('Fine, but delivery took over a week.', 'Sorry for the slow delivery. We have raised it with our courier and added a coupon to your account.'),
  ],
  2: [
    t('Disappointed. The material feels cheaper than in the photos.', 'We are sorry it did not meet your expectations. You can return it free of charge for a full refund.'),
    t('The parcel was damaged in transit.', 'We are sorry about the parcel. Please send us a photo and we will replace the item.'),
  ],
  1: [
    t('Not as described at all.', 'We are very sorry. Please return it at our cost and we will refund you in full.'),
    t('Stopped working after a week.', 'We are very sorry it failed. We will replace it or refund you, whichever you prefer.'),
  ],
};

/** Reviewers' display names, as shoppers on an English site write them. */
export const REVIEWERS = ['Olivia M.', 'Liam K.', 'Sofia R.', 'Noah T.', 'Emma W.', 'Lucas B.', 'Wei L.', 'Mia C.', 'Somchai P.', 'Chloé D.', 'Mateo G.', 'Aiko S.'];
