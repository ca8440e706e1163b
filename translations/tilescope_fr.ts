<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>CommandLine</name>
    <message>
        <source>Shows the memory, liveness and execution of simulated IPU programs.</source>
        <translation>Affiche la mémoire, la durée de vie et l’exécution de programmes IPU simulés.</translation>
    </message>
    <message>
        <source>Report file to open (.tsr or .json).</source>
        <translation>Fichier de rapport à ouvrir (.tsr ou .json).</translation>
    </message>
    <message>
        <source>Report to compare the first one against.</source>
        <translation>Rapport auquel comparer le premier.</translation>
    </message>
    <message>
        <source>View to show first (for example "summary").</source>
        <translation>Vue à afficher d’abord (par exemple « summary »).</translation>
    </message>
    <message>
        <source>Tile to select.</source>
        <translation>Tuile à sélectionner.</translation>
    </message>
    <message>
        <source>Save a picture of every view to DIR, then exit.</source>
        <translation>Enregistrer une image de chaque vue dans DIR, puis quitter.</translation>
    </message>
    <message>
        <source>Only one report can be opened; use --compare for a second one.</source>
        <translation>Un seul rapport peut être ouvert ; utilisez --compare pour un second.</translation>
    </message>
    <message>
        <source>--tile expects a tile number, not "%1".</source>
        <translation>--tile attend un numéro de tuile, pas « %1 ».</translation>
    </message>
    <message>
        <source>--screenshot needs a report to show.</source>
        <translation>--screenshot nécessite un rapport à afficher.</translation>
    </message>
    <message>
        <source>--compare needs a report to compare.</source>
        <translation>--compare nécessite un rapport à comparer.</translation>
    </message>
</context>
<context>
    <name>LanguageSetting</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>LoadFailureText</name>
    <message>
        <source>The file does not exist or cannot be opened.</source>
        <translation>Le fichier n’existe pas ou ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>The file is empty, truncated or not in a format Tilescope reads.</source>
        <translation>Le fichier est vide, tronqué ou dans un format que Tilescope ne lit pas.</translation>
    </message>
    <message>
        <source>The file is not a Tilescope report.</source>
        <translation>Le fichier n’est pas un rapport Tilescope.</translation>
    </message>
    <message>
        <source>The report was written by a newer version of Tilescope.</source>
        <translation>Le rapport a été écrit par une version plus récente de Tilescope.</translation>
    </message>
    <message>
        <source>The report contains an invalid value.</source>
        <translation>Le rapport contient une valeur invalide.</translation>
    </message>
    <message>
        <source>The report lacks a required field.</source>
        <translation>Il manque un champ obligatoire dans le rapport.</translation>
    </message>
    <message>
        <source>The report could not be loaded.</source>
        <translation>Le rapport n’a pas pu être chargé.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fichier : %1</translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation>Champ : %1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Détails : %1</translation>
    </message>
</context>
<context>
    <name>SummaryRows</name>
    <message>
        <source>differs</source>
        <translation>différent</translation>
    </message>
    <message>
        <source>%1 IPU(s) × %2 tiles × %3</source>
        <translation>%1 IPU × %2 tuiles × %3</translation>
    </message>
    <message>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inférence</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Taille de lot</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>IPUs × tiles × memory</source>
        <translation>IPU × tuiles × mémoire</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Répliques</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Généré par</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>Mémoire totale</translation>
    </message>
    <message>
        <source>All bytes of one replica, including gaps</source>
        <translation>Tous les octets d’une réplique, trous compris</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>Capacité mémoire</translation>
    </message>
    <message>
        <source>Tiles of one replica × memory per tile</source>
        <translation>Tuiles d’une réplique × mémoire par tuile</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Toujours vivant</translation>
    </message>
    <message>
        <source>Code, constants and variables allocated for the whole program</source>
        <translation>Code, constantes et variables allouées pour tout le programme</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Pic non toujours vivant</translation>
    </message>
    <message>
        <source>The largest total of variables live at the same program step</source>
        <translation>Le plus grand total de variables vivantes à la même étape du programme</translation>
    </message>
    <message>
        <source>no program steps</source>
        <translation>aucune étape de programme</translation>
    </message>
    <message>
        <source>Peak at step</source>
        <translation>Pic à l’étape</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Trous</translation>
    </message>
    <message>
        <source>Holes left by alignment and placement rules</source>
        <translation>Trous laissés par les règles d’alignement et de placement</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Tile memory, minimum</source>
        <translation>Mémoire par tuile, minimum</translation>
    </message>
    <message>
        <source>Tile memory, mean</source>
        <translation>Mémoire par tuile, moyenne</translation>
    </message>
    <message>
        <source>Tile memory, maximum</source>
        <translation>Mémoire par tuile, maximum</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Opérations</translation>
    </message>
    <message>
        <source>Planner fallbacks</source>
        <translation>Replis du planificateur</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>Opérations que le planificateur n’a pu placer qu’en optimisant pour la mémoire minimale (phase 2)</translation>
    </message>
    <message>
        <source>not profiled</source>
        <translation>non profilé</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 échantillons/s</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>Cycles par itération</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(non défini)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown view "%1"; the views are: %2</source>
        <translation>vue inconnue « %1 » ; les vues sont : %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::CategoryTableModel</name>
    <message>
        <source>Always-live variables</source>
        <translation>Variables toujours vivantes</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>Variables non toujours vivantes</translation>
    </message>
    <message>
        <source>Constants</source>
        <translation>Constantes</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Code des vertex</translation>
    </message>
    <message>
        <source>Vertex instance state</source>
        <translation>État des instances de vertex</translation>
    </message>
    <message>
        <source>Vertex field data</source>
        <translation>Données des champs de vertex</translation>
    </message>
    <message>
        <source>Vector list descriptors</source>
        <translation>Descripteurs de listes de vecteurs</translation>
    </message>
    <message>
        <source>Copy descriptors</source>
        <translation>Descripteurs de copie</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>Code de contrôle</translation>
    </message>
    <message>
        <source>Control IDs</source>
        <translation>Identifiants de contrôle</translation>
    </message>
    <message>
        <source>Control table</source>
        <translation>Table de contrôle</translation>
    </message>
    <message>
        <source>Internal exchange code</source>
        <translation>Code d’échange interne</translation>
    </message>
    <message>
        <source>Host exchange code</source>
        <translation>Code d’échange avec l’hôte</translation>
    </message>
    <message>
        <source>Global exchange code</source>
        <translation>Code d’échange global</translation>
    </message>
    <message>
        <source>Host exchange packet headers</source>
        <translation>En-têtes de paquets d’échange avec l’hôte</translation>
    </message>
    <message>
        <source>Global exchange packet headers</source>
        <translation>En-têtes de paquets d’échange global</translation>
    </message>
    <message>
        <source>Instrumentation results</source>
        <translation>Résultats d’instrumentation</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pile</translation>
    </message>
    <message>
        <source>Message buffers</source>
        <translation>Tampons de messages</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Différence</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitBanner</name>
    <message>
        <source>OUT OF MEMORY</source>
        <translation>MÉMOIRE INSUFFISANTE</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Tient en mémoire</translation>
    </message>
    <message>
        <source>Largest tile: %1 uses %2 of %3 (%4)</source>
        <translation>Plus grande tuile : %1 utilise %2 sur %3 (%4)</translation>
    </message>
    <message>
        <source>Target report: fits in memory (largest tile %1 uses %2)</source>
        <translation>Rapport cible : tient en mémoire (la plus grande tuile %1 utilise %2)</translation>
    </message>
    <message>
        <source>Target report: OUT OF MEMORY (largest tile %1 uses %2)</source>
        <translation>Rapport cible : MÉMOIRE INSUFFISANTE (la plus grande tuile %1 utilise %2)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuTableModel</name>
    <message>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Mémoire insuffisante</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Toujours vivant</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Pic non toujours vivant</translation>
    </message>
    <message>
        <source>Largest tile</source>
        <translation>Plus grande tuile</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::KeyValueModel</name>
    <message>
        <source>Property</source>
        <translation>Propriété</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Différence</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Rec&amp;harger</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About Tilescope</source>
        <translation>À &amp;propos de Tilescope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Open a report to see where the memory of an IPU program goes.</source>
        <translation>Ouvrez un rapport pour voir où va la mémoire d’un programme IPU.</translation>
    </message>
    <message>
        <source>Use File &gt; Open (Ctrl+O) or drop a .tsr or .json report here.</source>
        <translation>Utilisez Fichier &gt; Ouvrir (Ctrl+O) ou déposez ici un rapport .tsr ou .json.</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>Ouvrir un rapport…</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>Ouvrir un rapport</translation>
    </message>
    <message>
        <source>Tilescope reports (*.tsr *.json)</source>
        <translation>Rapports Tilescope (*.tsr *.json)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <source>About Tilescope</source>
        <translation>À propos de Tilescope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Simulates Graphcore IPU programs and shows their memory, liveness and execution reports.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Simule des programmes IPU Graphcore et affiche leurs rapports de mémoire, de durée de vie et d’exécution.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The language will change when Tilescope is restarted.</source>
        <translation>La langue changera au prochain démarrage de Tilescope.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Chargement de %1…</translation>
    </message>
    <message>
        <source>Cannot Open Report</source>
        <translation>Impossible d’ouvrir le rapport</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>Chargement annulé.</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>&amp;Comparer avec…</translation>
    </message>
    <message>
        <source>Open a second report as the target to compare the current one against</source>
        <translation>Ouvrir un second rapport comme cible à laquelle comparer le rapport actuel</translation>
    </message>
    <message>
        <source>&amp;Stop Comparing</source>
        <translation>&amp;Arrêter la comparaison</translation>
    </message>
    <message>
        <source>Compare With Report</source>
        <translation>Comparer avec un rapport</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ScreenshotWriter</name>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SummaryView</name>
    <message>
        <source>Program and target</source>
        <translation>Programme et cible</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Operations and execution</source>
        <translation>Opérations et exécution</translation>
    </message>
    <message>
        <source>Memory by category</source>
        <translation>Mémoire par catégorie</translation>
    </message>
    <message>
        <source>Worst tiles</source>
        <translation>Tuiles les plus chargées</translation>
    </message>
    <message>
        <source>Tiles by memory used</source>
        <translation>Tuiles par mémoire utilisée</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Options du moteur</translation>
    </message>
    <message>
        <source>Worst tiles (source)</source>
        <translation>Tuiles les plus chargées (source)</translation>
    </message>
    <message>
        <source>Tiles by memory used (source)</source>
        <translation>Tuiles par mémoire utilisée (source)</translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation><numerusform>Avertissement (%n)</numerusform><numerusform>Avertissements (%n)</numerusform></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileHistogramPlot</name>
    <message>
        <source>Memory used per tile, including gaps (KiB)</source>
        <translation>Mémoire utilisée par tuile, trous compris (Kio)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>Mémoire de tuile</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WorstTilesModel</name>
    <message>
        <source>Memory used including gaps, as a share of the tile's memory</source>
        <translation>Mémoire utilisée, trous compris, en part de la mémoire de la tuile</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Of tile</source>
        <translation>De la tuile</translation>
    </message>
    <message>
        <source>Excluding gaps</source>
        <translation>Hors trous</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Toujours vivant</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Pic non toujours vivant</translation>
    </message>
</context>
</TS>
