/** Review texts by star, and the people who wrote them. */
export const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Absolutely love it. Exactly as pictured and arrived two days early.',
    'Great quality for the price — I already ordered a second one as a gift.',
    'Five stars. Well packaged, works perfectly, would buy again.',
    'Even better than I expected. The finish feels premium.',
    '质量很好，物流也很快，非常满意！',
    'สินค้าดีมาก ส่งไว แพ็คมาอย่างดี',
    'Exactly what I was looking for. Highly recommended.',
  ],
  4: [
    'Very good overall. Slightly smaller than I imagined but nice quality.',
    'Solid product, quick delivery. Instructions could be clearer.',
    'Happy with it. Colour is a touch darker than the photos.',
    'Good value. Took a day longer to arrive than promised.',
    'Nice! Would give five stars if the packaging were less bulky.',
  ],
  3: [
    'It is okay. Does the job but nothing special.',
    'Average quality. Fine for the price I suppose.',
    'Works, but the sizing runs a bit large.',
  ],
  2: ['Disappointed — the material feels cheap.', 'Arrived with a scratch. Seller offered a partial refund.'],
  1: ['Stopped working after a week. Returning it.', 'Not as described at all.'],
};

export const MERCHANT_REPLIES = [
  'Thank you so much for your kind review! We hope to see you again soon.',
  'Thanks for the feedback — we have passed your note on to our packing team.',
  'Sorry to hear this. Please contact our customer service and we will make it right.',
  'We appreciate you taking the time to review. Enjoy!',
];

export const REVIEWERS = ['Olivia M.', 'Liam K.', 'Sofia R.', 'Noah T.', 'Emma W.', 'Lucas B.', '王小明', 'Mia C.', 'สมชาย', 'Chloé D.', 'Mateo G.', 'Aiko S.'];
