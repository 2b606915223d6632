// رفض واجهة لوحات المعلومات (ar).
const messages = {
  app: {
    validation: {
      periodo_invertido: 'يجب ألا يسبق تاريخ البداية',
      periodo_longo: 'يمكن أن تمتد الفترة %{max} يومًا على الأكثر',
    },
  },
};

export default messages;
