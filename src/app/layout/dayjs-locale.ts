import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Dates in the screens read in Chinese. Set with the signed-in layout, before any screen renders, so the public
// pages do not download dayjs.
dayjs.locale('zh-cn');
