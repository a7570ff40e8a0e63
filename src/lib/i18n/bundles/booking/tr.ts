import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Bugün için uygun saat kalmadı. Lütfen başka bir gün seçin.',
  'booking.reserveNowPayLater': 'Şimdi rezervasyon yap, sonra öde',
  'booking.trust': 'Neden bizden rezervasyon yapmalı',
  'booking.bar': 'Fiyat ve müsaitlik',
  'booking.timeMoved': '{asked} istediniz: bir sonraki kalkış {time}.',
  'booking.returnTimeMoved': 'Dönüş: {asked} istediniz; bir sonraki kalkış {time}.',
} satisfies Translation<typeof en>;
