/// Hand-written Strong exports made with the app in other languages: the header, the rest-timer
/// label and the workout duration are translated; set order, numbers and dates are not.
package enum StrongLanguageFixtures {
    /// German, 12 columns: `1 h 46 min`, a `Ruhezeit` row, a warm-up, RPE.
    package static let german = """
        Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE
        2024-03-04 18:00:00,Abendtraining,1 h 46 min,Squat (Barbell),W,60,5,0,0,,,
        2024-03-04 18:00:00,Abendtraining,1 h 46 min,Squat (Barbell),1,100,5,0,0,Gürtel,,8
        2024-03-04 18:00:00,Abendtraining,1 h 46 min,Squat (Barbell),Ruhezeit,0,0,0,120,,,
        2024-03-04 18:00:00,Abendtraining,1 h 46 min,Squat (Barbell),2,100,5,0,0,,,8.5
        2024-03-04 18:00:00,Abendtraining,1 h 46 min,Bench Press (Barbell),1,80,8,0,0,,,

        """

    /// Chinese, 12 columns: `1小时13分钟` and `49分钟`.
    package static let chinese = """
        日期,锻炼名称,时长,运动名称,设置顺序,重量,次,距离,秒,备注,锻炼备注,RPE
        2024-05-06 07:30:00,晨练,1小时13分钟,Deadlift (Barbell),1,140,5,0,0,,,
        2024-05-06 07:30:00,晨练,1小时13分钟,Deadlift (Barbell),2,140,5,0,0,,,
        2024-05-08 07:30:00,晨练,49分钟,Bench Press (Barbell),1,70,10,0,0,,,

        """

    /// Spanish, the older 10-column layout (no duration, no RPE): a rest-timer row and a run.
    package static let spanish = """
        Fecha,Nombre de entrenamiento,Nombre del ejercicio,Orden de la serie,Peso,Rep.,Distancia,Segundos,Notas,Notas del entrenamiento
        2024-02-01 19:15:00,Pierna,Squat (Barbell),1,90,8,0,0,,
        2024-02-01 19:15:00,Pierna,Squat (Barbell),Temporizador de descanso,0,0,0,90,,
        2024-02-01 19:15:00,Pierna,Running,1,0,0,3,1200,,Buen día

        """

    /// French, 12 columns, `1h 5m`, a misspelt exercise name.
    package static let french = """
        Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,Notes,Notes d'entraînement,RPE
        2024-04-10 12:00:00,Midi,1h 5m,Overhead Press (Barbell),1,50,5,0,0,,Bonne séance,
        2024-04-10 12:00:00,Midi,1h 5m,Overhead Press (Barbell),2,50,5,0,0,,Bonne séance,9
        2024-04-10 12:00:00,Midi,1h 5m,Lat Pulldown (Cabel),1,55,12,0,0,,Bonne séance,

        """

    /// Italian, which the table does not list yet: the header cannot be placed.
    package static let italian = """
        Data,Nome allenamento,Durata,Nome esercizio,Ordine serie,Peso,Ripetizioni,Distanza,Secondi,Note,Note allenamento,RPE
        2024-04-10 12:00:00,Pranzo,1h 5m,Overhead Press (Barbell),1,50,5,0,0,,,

        """
}
