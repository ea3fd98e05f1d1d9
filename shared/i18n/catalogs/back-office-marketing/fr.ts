/**
 * The back-office's promotions (islands/back-office/marketing/): the dashboard's alert and popup. Their own
 * words are content, written per country and language in the database; these are the controls around them.
 * French is the source of the keys: the other languages’ files beside this one have exactly these keys.
 */
export default {
  backOfficeMarketing: {
    alertLabel: 'Annonce',
    dismissAlert: 'Masquer cette annonce',
    gotIt: 'J’ai compris',
  },
};
