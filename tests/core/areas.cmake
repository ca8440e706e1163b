target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/compiler/ConvPlannerTest.cpp)
target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/model/BuiltinModelsTest.cpp)
target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/model/ModelJsonTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/model/ModelJsonStreamTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/model/ModelShapeTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/model/GraphOpsTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/model/TensorUsesTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/model/CompactContainersTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/model/ModelInspectionTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/model/ModelTablesTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/model/HfConfigTest.cpp)
include(${CMAKE_CURRENT_SOURCE_DIR}/model/ModelCliTests.cmake)
target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/compiler/ConvPlannerCostModelTest.cpp
    ${CMAKE_CURRENT_SOURCE_DIR}/compiler/ConvSearchPruningTest.cpp
    ${CMAKE_CURRENT_SOURCE_DIR}/compiler/ConvTransformsTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/compiler/TileHashTest.cpp)
target_sources(core_tests PRIVATE
  ${CMAKE_CURRENT_SOURCE_DIR}/memory/FreeBlocksTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/memory/TileAllocatorTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/memory/LivenessTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/memory/MemoryLayoutTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/memory/TileLayoutCacheTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/exec/ExecutorTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/exec/SteadyStateTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/exec/ExecutionLessonsTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/exec/TechniquesLessonsTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/ir/TileSpreadTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/ir/PipelineTimetableTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/ir/CodeLedgerTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/compiler/StagePlacementTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/compiler/LayerPlacementTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/compiler/BackwardReadsTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/compiler/ConvTileBalanceTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/compiler/TensorIpuTableTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/options/CompileOptionsTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/options/WeightUpdateTensorsTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/options/IpuConfigTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/options/IpuConfigInputTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/compiler/ProgramBuilderTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/compiler/LoweringTablesTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/driver/CompilerTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/driver/OptimiserStateTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/driver/BertAsGraphcoreTrainsItTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/driver/CodeGrowthTest.cpp)
target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/driver/SeedJourneyTest.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/driver/RealModelsTest.cpp)
target_sources(core_tests PRIVATE
  ${CMAKE_CURRENT_SOURCE_DIR}/common/AtomicFileTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/WriteTargetTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/CheckedCountTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/IntegerDivisionTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/MemoryReturnTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/PodVectorTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/TextColumnTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/InputFileTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/LongPathLoadersTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/JsonDocumentBuilderTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/common/Utf8Test.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/ColumnCodecTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/ReportColumnsTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/ReportInputTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/ReportStreamedLoadTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/GoldenReportTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/ChromeTraceTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/ExecutionQueriesTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/StepAlignmentTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/report/ReportCborTest.cpp
)
target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/onnx/OnnxImportTest.cpp)
target_link_libraries(core_tests PRIVATE tilescope_onnx)
include(${CMAKE_CURRENT_SOURCE_DIR}/onnx/OnnxCliTests.cmake)
target_sources(core_tests PRIVATE
  ${CMAKE_CURRENT_SOURCE_DIR}/options/OptionCatalogTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/SimulationTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/SweepTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/SweepRowFiguresTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/SweepProgressTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/SweepFileTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/AdvisorTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/SharedWorkTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/AdvisorRankingTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/IpuConfigChangesTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/PipelineMovesTest.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/simulation/DifferenceNamesTest.cpp)
target_link_libraries(core_tests PRIVATE tilescope_simulation)
target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/report/ReportDiffTest.cpp)
target_sources(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/lessons/LessonTest.cpp)
target_compile_definitions(core_tests PRIVATE TILESCOPE_LESSONS_DIR="${PROJECT_SOURCE_DIR}/resources/lessons")
include(${CMAKE_CURRENT_SOURCE_DIR}/lessons/LessonCliTests.cmake)
