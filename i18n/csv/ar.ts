// CSV import messages (ar). Keys live under app.csv.
// Counts follow a colon or parentheses, so one text reads right for every number.
const messages = {
  app: {
    csv: {
      import: 'استيراد',
      title: '%{name}: استيراد من ملف CSV',
      intro: 'يحدد الصف الأول أسماء الأعمدة، إما بأسماء الحقول الواردة في القالب وإما بالتسميات المعروضة على الشاشة. تُفصل الأعمدة بفواصل أو بفواصل منقوطة. الصف 1 هو أول صف أسفل صف العناوين. لن يُستورد أي شيء ما دام أحد الصفوف يحتوي على خطأ.',
      choose_file: 'اختيار ملف CSV',
      choose_other: 'اختيار ملف آخر',
      template: 'تنزيل القالب',
      checking: 'جارٍ التحقق من الملف…',
      importing: 'جارٍ الاستيراد…',
      file_rows: 'عدد الصفوف في %{file}: %{count}',
      unknown_columns: 'أعمدة غير معروفة: %{columns}',
      invalid_summary: 'عدد الصفوف التي تحتوي على أخطاء: %{count}. صحّح الملف ثم اختره مرة أخرى.',
      all_valid: 'جميع الصفوف صالحة وجاهزة للاستيراد.',
      preview: 'معاينة الملف',
      row: 'الصف',
      errors: 'الأخطاء',
      showing: 'الصفوف المعروضة: %{shown} من %{total}',
      import_one: 'استيراد صف واحد',
      import_other: 'استيراد الصفوف (%{count})',
      imported_one: 'تم استيراد صف واحد',
      imported_other: 'عدد الصفوف المستوردة: %{count}',
      read_failed: 'تعذّرت قراءة الملف أو التحقق منه',
      unterminated_quote: 'لم تُغلق علامة الاقتباس لقيمة تبدأ في الصف %{row}',
      empty_file: 'الملف فارغ',
      duplicate_column: 'يتكرر العمود «%{column}» أكثر من مرة',
      empty: 'لا يحتوي الملف على صفوف بيانات',
      too_many_rows: 'يمكن استيراد %{max} صف كحد أقصى في كل مرة',
      invalid_rows: 'لم يُستورد أي شيء. عدد الصفوف التي تحتوي على أخطاء: %{count}',
      duplicate_in_file: 'القيمة نفسها الواردة في الصف %{row} من الملف',
      write_failed: 'رفضت قاعدة البيانات هذا الصف، ولم يُستورد أي شيء',
    },
  },
};
export default messages;
