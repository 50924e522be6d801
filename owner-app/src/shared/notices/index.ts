export {
  NoticesProvider,
  useNotify,
  type NoticeDuration,
  type NoticeInput,
} from './NoticesProvider';
