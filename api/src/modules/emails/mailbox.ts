/** The address in a mailbox as MAIL_FROM writes it ('Hero Tales <orders@herotales.in>'), or the whole when bare. */
export const mailboxAddress = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;
