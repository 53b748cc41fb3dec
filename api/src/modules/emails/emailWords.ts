import type { Language } from 'shared-contracts/languages';

/**
 * The emails' words in each language of the books. An email is written in its book's language; the
 * labels are the confirmation page's own (`confirmation.*` in mf-ordering's catalogs), so the receipt
 * reads like the page the customer saw.
 */
export interface EmailWords {
  footer: string;
  labels: {
    orderId: string;
    bookTitle: string;
    printType: string;
    orderDateTime: string;
    amountPaid: string;
    gateway: string;
    gatewayPaymentId: string;
    customerName: string;
    estimatedDelivery: string;
    deliveryAddress: string;
    deposit: string;
    trackingNumber: string;
  };
  withinTenBusinessDays: string;
  depositReceived: {
    subject: string;
    title: (customer: string) => string;
    body: (amount: string, book: string) => string;
    action: string;
  };
  receipt: {
    subject: (book: string) => string;
    title: (customer: string) => string;
    preparing: (book: string) => string;
    shipNotice: string;
    /** The link to the order's page, where it shows when the book went to print, shipped and arrived. */
    action: string;
  };
  paymentFailed: {
    subject: string;
    title: (customer: string) => string;
    body: (book: string, reason: string) => string;
    saved: string;
    noReason: string;
    action: string;
  };
  shipped: {
    subject: (book: string) => string;
    title: (customer: string) => string;
    body: (book: string) => string;
  };
}

export const EMAIL_WORDS: Record<Language, EmailWords> = {
  en: {
    footer: 'Questions? Reply to this email or write to support@herotales.in. We answer within 24 hours on business days.',
    labels: {
      orderId: 'Order ID',
      bookTitle: 'Book Title',
      printType: 'Print Type',
      orderDateTime: 'Order Date & Time',
      amountPaid: 'Amount Paid',
      gateway: 'Payment Gateway',
      gatewayPaymentId: 'Gateway Payment ID',
      customerName: 'Customer Name',
      estimatedDelivery: 'Estimated Delivery',
      deliveryAddress: 'Delivery Address',
      deposit: 'Deposit',
      trackingNumber: 'Tracking number',
    },
    withinTenBusinessDays: 'Within 10 business days',
    depositReceived: {
      subject: 'Deposit received: the rest of your preview is on its way',
      title: (customer) => `Thank you, ${customer}!`,
      body: (amount, book) => `We received your deposit of ${amount} for ${book}. The remaining pages of your preview are being drawn now.`,
      action: 'Back to your preview',
    },
    receipt: {
      subject: (book) => `Your Hero Tales receipt for ${book}`,
      title: (customer) => `Thank you for your order, ${customer}!`,
      preparing: (book) => `We are preparing ${book} for print. Estimated delivery: within 10 business days.`,
      shipNotice: 'We will email you again when your book ships.',
      action: 'Where is my book?',
    },
    paymentFailed: {
      subject: 'Your payment did not go through',
      title: (customer) => `${customer}, your order is saved`,
      body: (book, reason) => `The payment for ${book} did not go through (${reason}). Nothing was charged for this attempt.`,
      saved: 'Your book and your choices are saved: you can try again with another card or payment method.',
      noReason: 'the payment was not completed',
      action: 'Try again',
    },
    shipped: {
      subject: (book) => `${book} is on its way`,
      title: (customer) => `Good news, ${customer}!`,
      body: (book) => `${book} has been printed and handed to our courier. It should reach you within a few days.`,
    },
  },
  hi: {
    footer: 'कोई प्रश्न? इस ईमेल का जवाब दें या support@herotales.in पर लिखें। हम कामकाजी दिनों में 24 घंटे के भीतर उत्तर देते हैं।',
    labels: {
      orderId: 'ऑर्डर आईडी',
      bookTitle: 'पुस्तक का नाम',
      printType: 'छपाई का प्रकार',
      orderDateTime: 'ऑर्डर की तारीख़ और समय',
      amountPaid: 'भुगतान की गई राशि',
      gateway: 'भुगतान गेटवे',
      gatewayPaymentId: 'गेटवे भुगतान आईडी',
      customerName: 'ग्राहक का नाम',
      estimatedDelivery: 'अनुमानित डिलीवरी',
      deliveryAddress: 'डिलीवरी का पता',
      deposit: 'जमा राशि',
      trackingNumber: 'ट्रैकिंग नंबर',
    },
    withinTenBusinessDays: '10 कार्यदिवसों के भीतर',
    depositReceived: {
      subject: 'जमा राशि मिल गई: आपके पूर्वावलोकन के बाक़ी पृष्ठ बन रहे हैं',
      title: (customer) => `धन्यवाद, ${customer}!`,
      body: (amount, book) => `हमें ${book} के लिए आपकी ${amount} की जमा राशि मिल गई है। आपके पूर्वावलोकन के बाक़ी पृष्ठ अभी बनाए जा रहे हैं।`,
      action: 'अपने पूर्वावलोकन पर लौटें',
    },
    receipt: {
      subject: (book) => `${book} के लिए आपकी Hero Tales रसीद`,
      title: (customer) => `आपके ऑर्डर के लिए धन्यवाद, ${customer}!`,
      preparing: (book) => `हम ${book} को छपाई के लिए तैयार कर रहे हैं। अनुमानित डिलीवरी: 10 कार्यदिवसों के भीतर।`,
      shipNotice: 'आपकी पुस्तक भेजे जाने पर हम आपको फिर से ईमेल करेंगे।',
      action: 'मेरी किताब कहाँ है?',
    },
    paymentFailed: {
      subject: 'आपका भुगतान पूरा नहीं हुआ',
      title: (customer) => `${customer}, आपका ऑर्डर सहेज लिया गया है`,
      body: (book, reason) => `${book} का भुगतान पूरा नहीं हुआ (${reason})। इस कोशिश के लिए कोई राशि नहीं काटी गई।`,
      saved: 'आपकी पुस्तक और आपकी पसंद सहेजी हुई हैं: आप किसी दूसरे कार्ड या भुगतान के दूसरे तरीके से फिर से कोशिश कर सकते हैं।',
      noReason: 'भुगतान पूरा नहीं किया गया',
      action: 'फिर से कोशिश करें',
    },
    shipped: {
      subject: (book) => `${book} आपके पास आ रही है`,
      title: (customer) => `ख़ुशख़बरी, ${customer}!`,
      body: (book) => `${book} छप चुकी है और हमारे कूरियर को सौंप दी गई है। यह कुछ ही दिनों में आप तक पहुँच जानी चाहिए।`,
    },
  },
};
