/** The header's Journal modal: the whole journal (the same list as the widget's expand dialog). */
export { JournalListDialog as JournalDialog } from '../analyser/surroundings/journal-widget';
